import { useCallback } from 'react';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

const contactPattern = `${paths.apps.contacts.path}/${paths.apps.contacts.contact.path}`;
const editPattern = `${paths.apps.contacts.path}/${paths.apps.contacts.edit.path}`;

// What the URL says the screen shows: the search (?q=), the open contact and whether it is
// being edited. Matched on the location itself, so it reads the same under any route tree.
export function useContactsRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const edit = useMatch(editPattern);
  const view = useMatch(contactPattern);
  const search = params.get('q') ?? undefined;
  const suffix = search ? `?q=${encodeURIComponent(search)}` : '';
  const contactId = edit?.params.id ?? view?.params.id;

  const setSearch = useCallback(
    (next: string | undefined) => {
      const query = next ? `?q=${encodeURIComponent(next)}` : '';
      void navigate(
        contactId
          ? edit
            ? paths.apps.contacts.edit.getHref(contactId, query)
            : paths.apps.contacts.contact.getHref(contactId, query)
          : paths.apps.contacts.getHref(query),
        { replace: true },
      );
    },
    [navigate, contactId, edit],
  );

  return {
    search,
    contactId,
    editing: Boolean(edit),
    setSearch,
    listHref: paths.apps.contacts.getHref(suffix),
    contactHref: (id: string) => paths.apps.contacts.contact.getHref(id, suffix),
    editHref: (id: string) => paths.apps.contacts.edit.getHref(id, suffix),
  };
}
