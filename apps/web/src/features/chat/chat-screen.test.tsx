// @vitest-environment jsdom
import type { Chat, ChatContact, ChatMessage, ChatWithMessages } from '@rehearse/contracts/chat';
import type { User } from '@rehearse/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUserQueryOptions } from '../../lib/session/session.queries';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { ChatScreen } from './chat-screen';

const USER: User = {
  id: 'u1',
  name: 'Sam Shell',
  email: 'sam@example.test',
  avatar: null,
  status: 'online',
  roles: [],
  metadata: { organization_id: null },
};

const contact = (id: string, name: string): ChatContact => ({
  id,
  avatar: null,
  name,
  about: `${name}'s status`,
});

const ADA = contact('k1', 'Ada Lovelace');
const GRACE = contact('k2', 'Grace Hopper');

const XSS = '<img src=x onerror="window.__chatXss = true">';

const message = (id: string, value: string, createdAt: string, isMine: boolean): ChatMessage => ({
  id,
  chatId: 'c1',
  contactId: isMine ? 'u1' : 'k1',
  value,
  createdAt,
  isMine,
});

const CHATS: Chat[] = [
  {
    id: 'c1',
    contactId: 'k1',
    contact: ADA,
    unreadCount: 2,
    muted: false,
    lastMessage: XSS,
    lastMessageAt: '2026-11-21T09:30:00.000Z',
  },
  {
    id: 'c2',
    contactId: 'k2',
    contact: GRACE,
    unreadCount: 0,
    muted: true,
    lastMessage: 'See you on Monday',
    lastMessageAt: '2026-11-19T16:00:00.000Z',
  },
];

const CHAT: ChatWithMessages = {
  ...CHATS[0]!,
  contact: {
    ...ADA,
    details: {
      emails: [{ email: 'ada@example.test', label: 'Work' }],
      phoneNumbers: [],
      title: 'Analyst',
      company: 'Engines Ltd',
      birthday: null,
      address: null,
    },
    attachments: { media: [], docs: ['Notes on the engine.pdf'], links: [] },
  },
  messages: [
    message('m1', 'Hello Sam', '2026-11-20T10:00:00.000Z', false),
    message('m2', 'Hi Ada!', '2026-11-20T10:05:00.000Z', true),
    message('m3', XSS, '2026-11-21T09:30:00.000Z', false),
  ],
};

function render(chatId: string | null) {
  return renderWithProviders(<ChatScreen chatId={chatId} />, {
    url: chatId ? `/apps/chat/${chatId}` : '/apps/chat',
    seed: (client) => client.setQueryData(currentUserQueryOptions().queryKey, USER),
  });
}

describe('ChatScreen', () => {
  // jsdom lays nothing out: no scrolling (the conversation scrolls to its end), and every box is
  // 0 px high, which would leave the virtual lists nothing to draw. Boxes get a screen's height.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      value: 800,
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 400 });
  });

  it('lists the chats with their last message, unread count and mute, and searches them', async () => {
    apiServer.use(http.get('/api/apps/chat/chats', () => HttpResponse.json(CHATS)));
    const user = userEvent.setup();
    const { router } = render(null);

    const list = await screen.findByRole('list', { name: 'Chats' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/apps/chat/c1', '/apps/chat/c2']);
    // The last message is text, never markup.
    expect(rows[0]!.textContent).toContain(XSS);
    expect(list.querySelector('img')).toBeNull();
    expect(rows[0]!.textContent).toContain('2 unread messages');
    expect(within(rows[1]!).getByTitle('Muted')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'monday');
    await waitFor(() => expect(router.state.location.search).toBe('?q=monday'));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((row) => row.getAttribute('href')),
      ).toEqual(['/apps/chat/c2']),
    );
  });

  it('opens a chat: days apart, own messages marked, markup shown as text, and it is read', async () => {
    const patches: unknown[] = [];
    apiServer.use(
      http.get('/api/apps/chat/chats', () => HttpResponse.json(CHATS)),
      http.get('/api/apps/chat/chat', () => HttpResponse.json(CHAT)),
      http.patch('/api/apps/chat/chat', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...CHAT, unreadCount: 0 });
      }),
    );
    render('c1');

    const messages = await screen.findByRole('list', { name: 'Messages with Ada Lovelace' });
    const days = within(messages).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['November 20, 2026', 'November 21, 2026']);
    const items = messages.querySelectorAll('li[data-mine]');
    expect([...items].map((item) => item.getAttribute('data-mine'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(items[2]!.textContent).toContain(XSS);
    expect(messages.querySelector('img')).toBeNull();
    await waitFor(() => expect(patches).toEqual([{ id: 'c1', chat: { unreadCount: 0 } }]));
  });

  it('sends with Enter (Shift+Enter is a new line), showing the message at once', async () => {
    const sent: unknown[] = [];
    let stored = CHAT;
    // The server answers when the test says so: until then the message shows as sending.
    let release = () => undefined as void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    apiServer.use(
      http.get('/api/apps/chat/chats', () => HttpResponse.json(CHATS)),
      http.get('/api/apps/chat/chat', () => HttpResponse.json(stored)),
      http.patch('/api/apps/chat/chat', () => HttpResponse.json(stored)),
      http.post('/api/apps/chat/message', async ({ request }) => {
        const body = (await request.json()) as { value: string };
        sent.push(body);
        await answer;
        const reply = message('m4', body.value, new Date().toISOString(), true);
        stored = { ...stored, messages: [...stored.messages, reply] };
        return HttpResponse.json(reply);
      }),
    );
    const user = userEvent.setup();
    render('c1');

    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe('');
    const messages = screen.getByRole('list', { name: 'Messages with Ada Lovelace' });
    expect(messages.textContent).toContain('Line one\nLine twoSending…');
    await waitFor(() => expect(sent).toEqual([{ chatId: 'c1', value: 'Line one\nLine two' }]));
    release();
    await waitFor(() => expect(messages.textContent).not.toContain('Sending…'));
    expect(messages.textContent).toContain('Line one\nLine two');
  });

  it('takes a refused message back, says why, and returns the text to the box', async () => {
    apiServer.use(
      http.get('/api/apps/chat/chats', () => HttpResponse.json(CHATS)),
      http.get('/api/apps/chat/chat', () => HttpResponse.json({ ...CHAT, unreadCount: 0 })),
      http.post('/api/apps/chat/message', () =>
        HttpResponse.json(
          { error: 'Too many requests', code: 'request.rate_limited' },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    render('c1');

    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Are you free on Friday?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your message was not sent');
    expect(alert.textContent).toContain('Too many attempts. Wait a little and try again.');
    expect((box as HTMLTextAreaElement).value).toBe('Are you free on Friday?');
    const messages = screen.getByRole('list', { name: 'Messages with Ada Lovelace' });
    expect(messages.textContent).not.toContain('Are you free on Friday?');
  });

  it('mutes at once and unmutes again when the server refuses', async () => {
    apiServer.use(
      http.get('/api/apps/chat/chats', () => HttpResponse.json(CHATS)),
      http.get('/api/apps/chat/chat', () => HttpResponse.json({ ...CHAT, unreadCount: 0 })),
      http.patch('/api/apps/chat/chat', () =>
        HttpResponse.json({ error: 'Not found', code: 'request.not_found' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    render('c1');

    const mute = await screen.findByRole('button', { name: 'Mute notifications' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await user.click(mute);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The chat's notifications could not be changed");
    expect(mute.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the contact details and what was shared', async () => {
    apiServer.use(
      http.get('/api/apps/chat/chats', () => HttpResponse.json(CHATS)),
      http.get('/api/apps/chat/chat', () => HttpResponse.json({ ...CHAT, unreadCount: 0 })),
      http.get('/api/apps/chat/contact', () => HttpResponse.json(CHAT.contact)),
    );
    const user = userEvent.setup();
    render('c1');

    await user.click(await screen.findByRole('button', { name: 'Contact info' }));
    const panel = await screen.findByRole('dialog', { name: 'Contact info' });
    await within(panel).findByText('Engines Ltd');
    expect(within(panel).getByRole('link', { name: 'ada@example.test' }).getAttribute('href')).toBe(
      'mailto:ada@example.test',
    );
    expect(within(panel).getByText('Notes on the engine.pdf')).toBeTruthy();
  });

  it('says when the chat in the address is not there, and leads back to the list', async () => {
    apiServer.use(
      http.get('/api/apps/chat/chats', () => HttpResponse.json(CHATS)),
      http.get('/api/apps/chat/chat', () =>
        HttpResponse.json(
          { error: 'Could not found chat', code: 'request.not_found' },
          { status: 404 },
        ),
      ),
    );
    render('gone');

    await screen.findByText('This chat is not among your chats.');
    expect(screen.getByRole('link', { name: 'Back to chats' }).getAttribute('href')).toBe(
      '/apps/chat',
    );
  });

  it('with no chats, offers to start one with a contact and opens it', async () => {
    const started: unknown[] = [];
    apiServer.use(
      http.get('/api/apps/chat/chats', () => HttpResponse.json([])),
      http.get('/api/apps/chat/contacts', () => HttpResponse.json([ADA, GRACE])),
      http.post('/api/apps/chat/chat', async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ ...CHAT, id: 'c9', contactId: 'k2', messages: [] });
      }),
    );
    const user = userEvent.setup();
    const { router } = render(null);

    expect(await screen.findByText('No chats yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start a chat' }));
    const contacts = await screen.findByRole('list', { name: 'Contacts' });
    await user.click(within(contacts).getByRole('button', { name: /Grace Hopper/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/chat/c9'));
    expect(started).toEqual([{ contactId: 'k2' }]);
  });
});
