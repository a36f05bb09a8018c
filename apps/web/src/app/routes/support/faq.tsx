import { FaqScreen } from '../../../features/support/faq/faq-screen';

// Frequently Asked Questions, by category, with search (open to everyone).
export function Component() {
  return <FaqScreen />;
}
