import { InvitationScreen } from '../../../features/auth/screens/invitation-screen';

export function Component() {
  return <InvitationScreen />;
}
