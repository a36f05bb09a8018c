import { AdminPostingsScreen } from '../../../features/admin-postings/admin-postings-screen';

// Every organization's postings for admins (docs/decisions/057-admin-workspace.md).
export function Component() {
  return <AdminPostingsScreen />;
}
