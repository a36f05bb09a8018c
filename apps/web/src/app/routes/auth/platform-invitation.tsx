import { PlatformInvitationScreen } from '../../../features/auth/screens/platform-invitation-screen';

export function Component() {
  return <PlatformInvitationScreen />;
}
