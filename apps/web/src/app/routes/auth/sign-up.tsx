import { SignUpScreen } from '../../../features/auth/screens/sign-up-screen';

export function Component() {
  return <SignUpScreen />;
}
