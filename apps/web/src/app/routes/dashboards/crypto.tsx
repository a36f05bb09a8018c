import { CryptoScreen } from '../../../features/dashboards/crypto/crypto-screen';

// The crypto dashboard at /dashboards/crypto (decision 071).
export function Component() {
  return <CryptoScreen />;
}
