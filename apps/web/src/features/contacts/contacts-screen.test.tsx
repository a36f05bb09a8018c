// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, ContactListItem, ContactPage } from '@rehearse/contracts/contacts';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContactsScreen } from './contacts-screen';

// The list loads, then its letters and rows render in a second pass: on a busy machine that
// takes longer than Testing Library's one-second default.
configure({ asyncUtilTimeout: 5000 });

// The editor (TipTap, several field arrays) takes many seconds to mount in jsdom on a busy
// machine.
const EDITOR_TIMEOUT = 90_000;

const BASE = '/api/apps/contacts';
const XSS = '<p>Met at the meetup.</p><img src=x onerror="window.__xss = true">';

const contact = (id: string, name: string, overrides: Partial<Contact> = {}): Contact => ({
  id,
  avatar: null,
  background: null,
  name,
  emails: [{ email: `${id}@example.test`, label: 'Work' }],
  phoneNumbers: [{ country: 'tr', phoneNumber: '532 555 0101', label: 'Mobile' }],
  title: 'Recruiter',
  company: 'Northwind',
  birthday: '1990-05-04T00:00:00.000Z',
  address: 'Istiklal Caddesi 1, Istanbul',
  notes: XSS,
  tags: ['t1'],
  ...overrides,
});

const item = ({ id, name, avatar, title, company }: Contact): ContactListItem => ({
  id,
  name,
  avatar,
  title,
  company,
  letter: name[0]!.toUpperCase(),
});

type Call = { method: string; url: string; body?: unknown };

// The contacts API over a list the test can read back: GET page filters by name as the server
// does and answers one page; PATCH merges (or fails when told to); DELETE removes.
function contactsApi(options: { failPatch?: boolean } = {}) {
  const calls: Call[] = [];
  const contacts = new Map(
    [
      contact('c1', 'Ada Lovelace'),
      contact('c2', 'Alan Turing', { notes: null, tags: [] }),
      contact('c3', 'Grace Hopper', { notes: null, birthday: null }),
    ].map((c) => [c.id, c]),
  );
  apiServer.use(
    http.get(`${BASE}/page`, ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', url: `${url.pathname}${url.search}` });
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const rows = [...contacts.values()]
        .filter((c) => c.name.toLowerCase().includes(query))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(item);
      const letters = [...new Set(rows.map((r) => r.letter))].map((letter) => ({
        letter,
        count: rows.filter((r) => r.letter === letter).length,
      }));
      const page: ContactPage = { contacts: rows, next: null, total: rows.length, letters };
      return HttpResponse.json(page);
    }),
    http.get(`${BASE}/contact`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const found = contacts.get(id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: 'Could not find contact' }, { status: 404 });
    }),
    http.get(`${BASE}/tags`, () => HttpResponse.json([{ id: 't1', title: 'Work' }])),
    http.get(`${BASE}/countries`, () =>
      HttpResponse.json([
        { id: 'k1', iso: 'tr', name: 'Turkey', code: '+90', flagImagePos: '' },
        { id: 'k2', iso: 'us', name: 'United States', code: '+1', flagImagePos: '' },
      ]),
    ),
    http.patch(`${BASE}/contact`, async ({ request }) => {
      const body = (await request.json()) as { id: string; contact: Partial<Contact> };
      calls.push({ method: 'PATCH', url: `${BASE}/contact`, body });
      if (options.failPatch) {
        return HttpResponse.json(
          { error: 'Name is taken', code: 'validation.field_invalid' },
          { status: 400 },
        );
      }
      const merged = { ...contacts.get(body.id)!, ...body.contact };
      contacts.set(body.id, merged);
      return HttpResponse.json(merged);
    }),
    http.delete(`${BASE}/contact`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      calls.push({ method: 'DELETE', url: `${BASE}/contact?id=${id}` });
      contacts.delete(id);
      return HttpResponse.json(true);
    }),
  );
  return { calls, contacts };
}

const show = (url: string) => renderWithProviders(<ContactsScreen />, { url });
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Contacts' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// jsdom has no layout: give the list's scroll box and rows a size, so the virtualiser draws.
const sizes = { clientHeight: 800, clientWidth: 360, offsetHeight: 68, offsetWidth: 360 };
const saved = Object.fromEntries(
  Object.keys(sizes).map((key) => [
    key,
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
  ]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

describe('Contacts screen', () => {
  it('lists contacts under their letters with counts, and shows the contact of the URL', async () => {
    contactsApi();
    show('/apps/contacts/c1');
    await waitFor(() =>
      expect(rowNames()).toEqual([
        expect.stringContaining('Ada Lovelace'),
        expect.stringContaining('Alan Turing'),
        expect.stringContaining('Grace Hopper'),
      ]),
    );
    const list = screen.getByRole('list', { name: 'Contacts' });
    expect(list.textContent).toContain('A2 contacts');
    expect(list.textContent).toContain('G1 contact');
    expect(screen.getByText('3 contacts')).toBeTruthy();
    const current = within(list).getByRole('link', { current: 'page' });
    expect(current.textContent).toContain('Ada Lovelace');

    const detail = screen.getByRole('region', { name: 'Contact' });
    expect(await within(detail).findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'c1@example.test' }).getAttribute('href')).toBe(
      'mailto:c1@example.test',
    );
    expect(await within(detail).findByText('(Turkey)')).toBeTruthy();
    expect(within(detail).getByRole('link', { name: '+90 532 555 0101' })).toBeTruthy();
    expect(within(detail).getByText('May 4, 1990')).toBeTruthy();
    expect(await within(detail).findByText('Work')).toBeTruthy();
    // The stored notes are shown sanitised: the text stays, the handler does not.
    expect(within(detail).getByText('Met at the meetup.')).toBeTruthy();
    expect(detail.querySelector('img')).toBeNull();
    expect(detail.innerHTML).not.toContain('onerror');
  });

  it('searches as the user types, keeping the search in the URL', async () => {
    const { calls } = contactsApi();
    const { router } = show('/apps/contacts');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'gra');
    await waitFor(() => expect(rowNames()).toEqual([expect.stringContaining('Grace Hopper')]));
    expect(router.state.location.search).toBe('?q=gra');
    expect(calls.some((call) => call.url.includes('query=gra'))).toBe(true);
    expect(screen.getByText('1 contact found')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Contacts' }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/apps/contacts/c3?q=gra');
  });

  it('moves between rows with the arrow keys, one row taking Tab', async () => {
    contactsApi();
    show('/apps/contacts');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    const links = within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Alan Turing'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Grace Hopper'));
  });

  it(
    'saves an edit, showing it in the list, and returns to the contact',
    async () => {
      const { calls } = contactsApi();
      const { router } = show('/apps/contacts/c2/edit');
      const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
      expect(name.value).toBe('Alan Turing');
      // One change per field: typing letter by letter is slow on a busy machine.
      fireEvent.change(name, { target: { value: 'Alan M. Turing' } });
      await userEvent.click(screen.getByRole('button', { name: 'Add email' }));
      const emails = screen.getAllByRole('textbox', { name: 'Email' });
      fireEvent.change(emails[1]!, { target: { value: 'alan@home.test' } });
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/apps/contacts/c2'));
      const patch = calls.find((call) => call.method === 'PATCH');
      expect(patch?.body).toMatchObject({
        id: 'c2',
        contact: {
          name: 'Alan M. Turing',
          emails: [
            { email: 'c2@example.test', label: 'Work' },
            { email: 'alan@home.test', label: '' },
          ],
          birthday: '1990-05-04',
          notes: null,
        },
      });
      await waitFor(() =>
        expect(rowNames()).toContainEqual(expect.stringContaining('Alan M. Turing')),
      );
    },
    EDITOR_TIMEOUT,
  );

  it(
    'rolls a refused edit back in the list and says why',
    async () => {
      contactsApi({ failPatch: true });
      const { router } = show('/apps/contacts/c2/edit');
      const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
      await waitFor(() => expect(rowNames()).toHaveLength(3));
      fireEvent.change(name, { target: { value: 'Someone Else' } });
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const alert = await screen.findByText(/^The changes were not saved/);
      expect(alert).toBeTruthy();
      expect(router.state.location.pathname).toBe('/apps/contacts/c2/edit');
      await waitFor(() =>
        expect(rowNames()).toContainEqual(expect.stringContaining('Alan Turing')),
      );
      expect(rowNames().join()).not.toContain('Someone Else');
      expect(name.value).toBe('Someone Else');
    },
    EDITOR_TIMEOUT,
  );

  it('deletes a contact after asking, and goes back to the list', async () => {
    const { calls } = contactsApi();
    const { router } = show('/apps/contacts/c3');
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Grace Hopper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/contacts'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('id=c3'))).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Grace Hopper was deleted.')).toBeTruthy();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
  });

  it('refuses a file that is not an image before cropping', async () => {
    contactsApi();
    show('/apps/contacts/c1/edit');
    await screen.findByRole('textbox', { name: 'Name' });
    const input = screen.getByTestId('avatar-input') as HTMLInputElement;
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That file is not a PNG, JPEG, GIF or WebP image.',
    );
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toContain('larger than 10 MB');
  });

  it('says so when the contact of the URL does not exist', async () => {
    contactsApi();
    show('/apps/contacts/nope');
    expect(
      await screen.findByText('This contact does not exist any more. It may have been deleted.'),
    ).toBeTruthy();
  });
});
