import { AdminInvitationsScreen } from '../../../features/admin-invitations/admin-invitations-screen';

// Invitations to join Rehearse, for admins (docs/decisions/057-admin-workspace.md).
export function Component() {
  return <AdminInvitationsScreen />;
}
