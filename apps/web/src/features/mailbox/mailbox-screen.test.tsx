// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Mail, MailListItem } from '@rehearse/contracts/mailbox';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { MailboxScreen } from './mailbox-screen';

const API = '/api/apps/mailbox';
const folders = ['inbox', 'sent', 'drafts', 'spam', 'trash'].map((slug, i) => ({
  id: `f-${slug}`,
  slug,
  title: slug,
  icon: 'x',
  count: i === 0 ? 1 : 0,
}));
const labels = [{ id: 'l-work', title: 'Work', slug: 'work', color: 'blue' }];

const mail = (n: number, overrides: Partial<Mail> = {}): MailListItem => ({
  id: `m${n}`,
  type: 'mail',
  from: { avatar: null, contact: `Sender ${n} <s${n}@example.test>` },
  to: 'me <me@example.test>',
  cc: [],
  bcc: [],
  date: new Date(Date.UTC(2026, 10, 20 - n)).toISOString(),
  subject: `Subject ${n}`,
  content: `Body of mail ${n}`,
  attachments: [],
  starred: false,
  important: false,
  unread: n === 1,
  folder: 'f-inbox',
  labels: [],
  ccCount: 0,
  bccCount: 0,
  ...overrides,
});

// The mailbox API with 12 inbox mails (two pages); records the PATCH bodies it receives.
function mailboxApi(options: { refusePatch?: Promise<void> } = {}) {
  const store = Array.from({ length: 12 }, (_, i) => mail(i + 1));
  const patches: unknown[] = [];
  apiServer.use(
    http.get(`${API}/settings`, () => HttpResponse.json({ messageLayout: 'right' })),
    http.get(`${API}/folders`, () => HttpResponse.json(folders)),
    http.get(`${API}/filters`, () =>
      HttpResponse.json([{ id: 'x1', title: 'Starred', slug: 'starred', icon: 'x' }]),
    ),
    http.get(`${API}/labels`, () => HttpResponse.json(labels)),
    http.get(`${API}/mails`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const inbox = store.filter((m) => m.folder === 'f-inbox');
      const slice = inbox.slice((page - 1) * 10, page * 10);
      return HttpResponse.json({
        mails: slice,
        pagination: {
          totalResults: inbox.length,
          resultsPerPage: 10,
          currentPage: page,
          lastPage: Math.max(Math.ceil(inbox.length / 10), 1),
          startIndex: (page - 1) * 10,
          endIndex: (page - 1) * 10 + slice.length - 1,
        },
      });
    }),
    http.get(`${API}/mail`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const found = store.find((m) => m.id === id);
      if (!found)
        return HttpResponse.json({ error: 'No mail', code: 'request.not_found' }, { status: 404 });
      const { ccCount: _c, bccCount: _b, ...rest } = found;
      return HttpResponse.json(rest);
    }),
    http.patch(`${API}/mail`, async ({ request }) => {
      const body = (await request.json()) as { id: string; mail: Partial<Mail> };
      patches.push(body);
      if (options.refusePatch) {
        // Held until the test has seen the change on screen, then refused.
        await options.refusePatch;
        return HttpResponse.json({ error: 'boom', code: 'server.internal' }, { status: 500 });
      }
      const target = store.find((m) => m.id === body.id);
      if (!target) return HttpResponse.json({ error: 'No mail' }, { status: 404 });
      Object.assign(target, body.mail);
      const { ccCount: _c, bccCount: _b, ...rest } = target;
      return HttpResponse.json(rest);
    }),
  );
  return { store, patches };
}

const rows = () => screen.getAllByTestId('mail-row');

describe('MailboxScreen', () => {
  it('lists a page newest first with its range and page links, and opens a mail by its link', async () => {
    mailboxApi();
    const { router } = renderWithProviders(<MailboxScreen />, { url: '/apps/mailbox/inbox' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]?.textContent).toContain('Subject 1');
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    const page2 = screen.getByRole('link', { name: 'Page 2' });
    expect(page2.getAttribute('href')).toBe('/apps/mailbox/inbox?page=2');

    // Each row links to its mail within the same list; on a narrow screen the mail takes the
    // list's place, with a way back.
    const link = within(rows()[1] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/apps/mailbox/inbox/m2');
    fireEvent.click(link);
    const article = await screen.findByRole('article', { name: 'Subject 2' });
    expect(router.state.location.pathname).toBe('/apps/mailbox/inbox/m2');
    expect(within(article).getByTestId('mail-content').textContent).toBe('Body of mail 2');
    expect(article.textContent).toContain('Sender 2 <s2@example.test>');
    expect(screen.queryAllByTestId('mail-row')).toHaveLength(0);
    expect(
      within(article).getByRole('link', { name: 'Back to the list' }).getAttribute('href'),
    ).toBe('/apps/mailbox/inbox');
  });

  it('marks an unread mail read when it opens', async () => {
    const { patches } = mailboxApi();
    renderWithProviders(<MailboxScreen />, { url: '/apps/mailbox/inbox/m1' });
    await screen.findByRole('article', { name: 'Subject 1' });
    await waitFor(() => expect(patches).toContainEqual({ id: 'm1', mail: { unread: false } }));
  });

  it('stars at once, and puts the star back with an error toast when the server refuses', async () => {
    let answer = () => {};
    const { patches } = mailboxApi({ refusePatch: new Promise<void>((go) => (answer = go)) });
    renderWithProviders(<MailboxScreen />, { url: '/apps/mailbox/inbox' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const row = rows()[3] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Star' }));
    // Shown before the server answers; then it refuses.
    await within(rows()[3] as HTMLElement).findByRole('button', { name: 'Remove star' });
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The change was not saved');
    expect(patches).toContainEqual({ id: 'm4', mail: { starred: true } });
    await waitFor(() =>
      expect(within(rows()[3] as HTMLElement).getByRole('button', { name: 'Star' })).toBeTruthy(),
    );
  });

  it('moves the open mail to Trash and Undo moves it back to its folder', async () => {
    const { patches, store } = mailboxApi();
    const { router } = renderWithProviders(<MailboxScreen />, { url: '/apps/mailbox/inbox/m3' });
    const article = await screen.findByRole('article', { name: 'Subject 3' });
    fireEvent.click(within(article).getByRole('button', { name: 'Move to Trash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/mailbox/inbox'));
    const status = await screen.findByRole('status', {}, { timeout: 3000 });
    await waitFor(() => expect(status.textContent).toContain('Mail moved to Trash.'));
    expect(store.find((m) => m.id === 'm3')?.folder).toBe('f-trash');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patches).toContainEqual({ id: 'm3', mail: { folder: 'f-inbox' } }));
    expect(store.find((m) => m.id === 'm3')?.folder).toBe('f-inbox');
  });

  it('shows a stored script-bearing mail as inert text and markup', async () => {
    mailboxApi();
    apiServer.use(
      http.get(`${API}/mail`, () =>
        HttpResponse.json({
          ...mail(9),
          content:
            '<p>Hello <img src=x onerror="window.__mailXss=1"><script>window.__mailXss=2</script></p>',
        }),
      ),
    );
    renderWithProviders(<MailboxScreen />, { url: '/apps/mailbox/inbox/m9' });
    const article = await screen.findByRole('article', { name: 'Subject 9' });
    const content = within(article).getByTestId('mail-content');
    expect(content.innerHTML).toBe('<p>Hello </p>');
    expect((window as { __mailXss?: number }).__mailXss).toBeUndefined();
  });
});
