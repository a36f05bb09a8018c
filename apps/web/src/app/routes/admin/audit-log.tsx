import { AdminAuditLogScreen } from '../../../features/admin-audit-log/admin-audit-log-screen';

// The audit log, for admins: what admins changed (docs/decisions/057-admin-workspace.md).
export function Component() {
  return <AdminAuditLogScreen />;
}
