import { ConfirmationRequiredScreen } from '../../../features/auth/screens/confirmation-required-screen';

export function Component() {
  return <ConfirmationRequiredScreen />;
}
