import { AdminSubscriptionsScreen } from '../../../features/admin-subscriptions/admin-subscriptions-screen';

// Subscriptions, credit ledgers, balance adjustments and promo codes, for admins
// (docs/decisions/057-admin-workspace.md).
export function Component() {
  return <AdminSubscriptionsScreen />;
}
