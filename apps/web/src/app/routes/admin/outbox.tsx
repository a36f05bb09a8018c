import { OutboxScreen } from '../../../features/outbox/outbox-screen';

// The email outbox, for admins: what was queued, sent or failed, and why (decisions 040, 044).
export function Component() {
  return <OutboxScreen />;
}
