import { FinanceScreen } from '../../../features/dashboards/finance/finance-screen';

// The finance dashboard at /dashboards/finance (decision 071).
export function Component() {
  return <FinanceScreen />;
}
