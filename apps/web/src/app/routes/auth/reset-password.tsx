import { ResetPasswordScreen } from '../../../features/auth/screens/reset-password-screen';

export function Component() {
  return <ResetPasswordScreen />;
}
