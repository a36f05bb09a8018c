import { AdminOrganizationsScreen } from '../../../features/admin-organizations/admin-organizations-screen';

// Organizations for admins: search, filters, members, edit, suspend and restore
// (docs/decisions/057-admin-workspace.md).
export function Component() {
  return <AdminOrganizationsScreen />;
}
