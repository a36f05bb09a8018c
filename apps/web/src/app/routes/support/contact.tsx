import { ContactScreen } from '../../../features/support/contact/contact-screen';

// Contact Support: the form, and a signed-in user's past requests (open to everyone).
export function Component() {
  return <ContactScreen />;
}
