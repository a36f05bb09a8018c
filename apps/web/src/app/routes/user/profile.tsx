import { ProfileScreen } from '../../../features/workspace/profile/profile-screen';

// My Profile: name, avatar, headline, targets and status; password; export or delete the account.
export function Component() {
  return <ProfileScreen />;
}
