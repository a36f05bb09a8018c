import { SignInScreen } from '../../../features/auth/screens/sign-in-screen';

export function Component() {
  return <SignInScreen />;
}
