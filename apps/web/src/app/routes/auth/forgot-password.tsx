import { ForgotPasswordScreen } from '../../../features/auth/screens/forgot-password-screen';

export function Component() {
  return <ForgotPasswordScreen />;
}
