import { AdminDashboardScreen } from '../../../features/admin-dashboard/admin-dashboard-screen';

// The admin dashboard: the platform's figures over a range (docs/decisions/057-admin-workspace.md).
export function Component() {
  return <AdminDashboardScreen />;
}
