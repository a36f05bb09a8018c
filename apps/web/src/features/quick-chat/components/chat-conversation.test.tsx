// @vitest-environment jsdom
import type { ChatWithMessages } from '@rehearse/contracts/chat';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatConversation } from './chat-conversation';

const CHAT: ChatWithMessages = {
  id: 'c1',
  contactId: 'k1',
  contact: {
    id: 'k1',
    avatar: null,
    name: 'Ada Lovelace',
    about: null,
    details: {
      emails: [],
      phoneNumbers: [],
      title: null,
      company: null,
      birthday: null,
      address: null,
    },
    attachments: { media: [], docs: [], links: [] },
  },
  unreadCount: 0,
  muted: false,
  lastMessage: 'Hello',
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  messages: [
    {
      id: 'm1',
      chatId: 'c1',
      contactId: 'k1',
      value: 'Hello',
      createdAt: '2026-11-20T10:00:00.000Z',
      isMine: false,
    },
  ],
};

describe('ChatConversation', () => {
  // jsdom lays nothing out, so it has no scrolling; the conversation scrolls to its end.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('says why a message was not sent, in words from its code, and keeps the draft', async () => {
    apiServer.use(
      http.get('/api/apps/chat/chat', () => HttpResponse.json(CHAT)),
      http.get('/api/apps/chat/chats', () => HttpResponse.json([])),
      http.post('/api/apps/chat/message', () =>
        HttpResponse.json(
          { error: 'Too many requests', code: 'request.rate_limited' },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChatConversation chatId="c1" />);
    const box = await screen.findByRole('textbox');
    await user.type(box, 'Are you free on Friday?{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your message could not be sent');
    expect(alert.textContent).toContain('Too many attempts. Wait a little and try again.');
    expect((box as HTMLInputElement).value).toBe('Are you free on Friday?');
  });
});
