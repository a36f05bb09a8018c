import { ContactsScreen } from '../../../features/contacts/contacts-screen';

// The contacts screen: /apps/contacts, /apps/contacts/:id and /apps/contacts/:id/edit (its
// child routes), read from the URL by the screen itself.
export function Component() {
  return <ContactsScreen />;
}
