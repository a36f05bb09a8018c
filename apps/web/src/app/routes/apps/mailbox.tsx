import { MailboxScreen } from '../../../features/mailbox/mailbox-screen';

// The mailbox: /apps/mailbox/<folder | label/<slug> | filter/<slug>>[/<mailId>]?page=<n>.
export function Component() {
  return <MailboxScreen />;
}
