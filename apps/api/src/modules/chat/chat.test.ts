import { demoAccountHooks } from '../../app';
import { z } from 'zod';
import {
  chatContactSchema,
  chatContactWithDetailsSchema,
  chatMessageSchema,
  chatProfileSchema,
  chatSchema,
  chatWithMessagesSchema,
  type Chat,
  type ChatWithMessages,
} from '@rehearse/contracts/chat';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { SAMPLE_CHATS } from '../../db/seed/data/chat.data';
import { SAMPLE_CONTACTS } from '../../db/seed/data/contacts.data';

const { app } = await useTestApp({ accountHooks: demoAccountHooks });

const P = '/api/apps/chat';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const chatsOf = async (token: string) =>
  z.array(chatSchema).parse((await call(app, 'GET', `${P}/chats`, { token })).body);
const chatOf = async (token: string, id: string) => {
  const res = await call(app, 'GET', `${P}/chat?id=${id}`, { token });
  expect(res.status).toBe(200);
  return chatWithMessagesSchema.parse(res.body);
};
const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

describe('chat: sample data and reading', () => {
  it('gives a new account 15 chats with their contacts, latest message first', async () => {
    const { token, user } = await signUpAndIn(app);
    const res = await call(app, 'GET', `${P}/chats`, { token });
    expect(res.status).toBe(200);
    const chats = z.array(chatSchema.strict()).parse(res.body);
    expect(chats).toHaveLength(15);
    const times = chats.map((c) => Date.parse(c.lastMessageAt ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const signedUp = Date.now();
    expect(times.every((t) => t < signedUp)).toBe(true);
    for (const chat of chats) {
      expect(chatContactSchema.strict().parse(chat.contact).id).toBe(chat.contactId);
    }
    expect(chats[0]).toMatchObject({ contact: { name: 'Amara Okafor' }, unreadCount: 2 });
    expect(chats.filter((c) => c.muted)).toHaveLength(SAMPLE_CHATS.filter((c) => c.muted).length);
    expect(user.id).toBeTruthy();
  });

  it("answers one chat with its messages, mapping the user's own ones to the profile id", async () => {
    const { token } = await signUpAndIn(app);
    const profile = chatProfileSchema.parse(
      (await call(app, 'GET', `${P}/profile`, { token })).body,
    );
    const [listed] = await chatsOf(token);
    const chat = await chatOf(token, listed.id);
    expect(chat).toMatchObject({ ...listed, contact: { ...listed.contact } });
    expect(chat.messages.length).toBeGreaterThanOrEqual(8);
    expect(chat.messages.length).toBeLessThanOrEqual(20);
    const mine = chat.messages.filter((m) => m.isMine);
    const theirs = chat.messages.filter((m) => !m.isMine);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    for (const message of mine) expect(message.contactId).toBe(profile.id);
    for (const message of theirs) expect(message.contactId).toBe(chat.contactId);
    expect(chat.messages.every((m) => m.chatId === chat.id)).toBe(true);
    const times = chat.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(chat.messages.at(-1)).toMatchObject({
      value: listed.lastMessage,
      createdAt: listed.lastMessageAt,
    });
  });

  it('answers 404 with the documented message for an unknown or malformed chat id', async () => {
    const { token } = await signUpAndIn(app);
    for (const id of [NO_SUCH_ID, 'nope']) {
      const res = await call(app, 'GET', `${P}/chat?id=${id}`, { token });
      expect(res).toMatchObject({
        status: 404,
        body: { error: `Could not found chat with id of ${id}!` },
      });
    }
  });

  it('lists chat contacts by name without details; one contact with details and attachments', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', `${P}/contacts`, { token });
    const contacts = z.array(chatContactSchema.strict()).parse(res.body);
    expect(contacts.map((c) => c.name)).toEqual(
      SAMPLE_CONTACTS.map((c) => c.name).sort((a, b) =>
        a.toLowerCase() < b.toLowerCase() ? -1 : 1,
      ),
    );
    const amara = contacts.find((c) => c.name === 'Amara Okafor');
    const one = await call(app, 'GET', `${P}/contact?id=${amara?.id}`, { token });
    expect(chatContactWithDetailsSchema.strict().parse(one.body)).toMatchObject({
      ...amara,
      details: {
        title: 'Senior Technical Recruiter',
        company: 'Northwind Talent',
        birthday: '1988-03-14T12:00:00.000Z',
        emails: [{ label: 'Work' }, { label: 'Personal' }],
        phoneNumbers: [{ country: 'us' }, { country: 'ng' }],
      },
      attachments: { docs: ['Backend Engineer - job description.pdf'] },
    });
    for (const id of [NO_SUCH_ID, 'nope']) {
      expect((await call(app, 'GET', `${P}/contact?id=${id}`, { token })).status).toBe(404);
    }
  });

  it('answers the profile from the account, with the default status text', async () => {
    const { token, user } = await signUpAndIn(app, { name: 'Pat Candidate' });
    const res = await call(app, 'GET', `${P}/profile`, { token });
    expect(res.body).toEqual({
      id: user.id,
      name: 'Pat Candidate',
      email: user.email,
      avatar: user.avatar,
      about: "Hi there! I'm using FuseChat.",
    });
  });
});

describe('chat: changes', () => {
  it('drops the chat of a deleted contact', async () => {
    const { token } = await signUpAndIn(app);
    const [chat] = await chatsOf(token);
    const removed = await call(app, 'DELETE', `/api/apps/contacts/contact?id=${chat.contactId}`, {
      token,
    });
    expect(removed.body).toBe(true);
    expect((await chatsOf(token)).map((c) => c.id)).not.toContain(chat.id);
    expect((await call(app, 'GET', `${P}/chat?id=${chat.id}`, { token })).status).toBe(404);
  });

  it('merges a PATCH (muted, unreadCount), ignores other fields, and answers as GET chat', async () => {
    const { token } = await signUpAndIn(app);
    const [chat] = await chatsOf(token);
    const full = chatWithMessagesSchema.parse(
      (await call(app, 'GET', `${P}/chat?id=${chat.id}`, { token })).body,
    );
    expect(full.messages.length).toBeGreaterThan(0);
    const muted = await call(app, 'PATCH', `${P}/chat`, {
      token,
      body: { id: chat.id, chat: { muted: true, lastMessage: 'forged', contactId: NO_SUCH_ID } },
    });
    expect(muted.status).toBe(200);
    // The chat with its messages and the contact with details and attachments.
    expect(chatWithMessagesSchema.parse(muted.body)).toEqual({ ...full, muted: true });
    expect(muted.body).toHaveProperty('contact.attachments.media');
    const read = await call(app, 'PATCH', `${P}/chat`, {
      token,
      body: { id: chat.id, chat: { unreadCount: 0 } },
    });
    expect(read.body).toEqual({ ...full, muted: true, unreadCount: 0 });
    const same = await call(app, 'PATCH', `${P}/chat`, { token, body: { id: chat.id, chat: {} } });
    expect(same.body).toEqual(read.body);
    expect((await call(app, 'GET', `${P}/chat?id=${chat.id}`, { token })).body).toEqual(read.body);
    expect((await chatsOf(token))[0]).toEqual({ ...chat, muted: true, unreadCount: 0 });
  });

  it('sends a message: stored as mine, and the chat moves to the top with it', async () => {
    const { token, user } = await signUpAndIn(app);
    const chats = await chatsOf(token);
    const oldest = chats.at(-1) as Chat;
    const res = await call(app, 'POST', `${P}/message`, {
      token,
      body: { chatId: oldest.id, value: '  Thanks, talk soon!  ' },
    });
    expect(res.status).toBe(200);
    const message = chatMessageSchema.parse(res.body);
    expect(message).toMatchObject({
      chatId: oldest.id,
      contactId: user.id,
      value: 'Thanks, talk soon!',
      isMine: true,
    });
    const [top] = await chatsOf(token);
    expect(top).toMatchObject({
      id: oldest.id,
      lastMessage: 'Thanks, talk soon!',
      lastMessageAt: message.createdAt,
      unreadCount: oldest.unreadCount,
    });
    const chat: ChatWithMessages = await chatOf(token, oldest.id);
    expect(chat.messages.at(-1)).toEqual(message);
  });

  it('answers 400 naming the field for bad input', async () => {
    const { token } = await signUpAndIn(app);
    const [chat] = await chatsOf(token);
    const cases: [string, string, unknown, RegExp][] = [
      ['PATCH', 'chat', { chat: { muted: true } }, /^id: /],
      ['PATCH', 'chat', { id: chat.id }, /^chat: /],
      ['PATCH', 'chat', { id: chat.id, chat: { muted: 'yes' } }, /^chat\.muted: /],
      ['PATCH', 'chat', { id: chat.id, chat: { unreadCount: -1 } }, /^chat\.unreadCount: /],
      ['PATCH', 'chat', { id: chat.id, chat: { unreadCount: 1.5 } }, /^chat\.unreadCount: /],
      ['POST', 'message', { chatId: chat.id }, /^value: /],
      ['POST', 'message', { chatId: chat.id, value: '   ' }, /^value: Message cannot be empty/],
      ['POST', 'message', { value: 'hi' }, /^chatId: /],
      ['POST', 'message', { chatId: chat.id, value: 'x'.repeat(5001) }, /^value: /],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await call(app, method, `${P}/${path}`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toMatch(message);
    }
    expect((await call(app, 'GET', `${P}/chat`, { token })).status).toBe(400);
    expect((await call(app, 'GET', `${P}/chats`)).status).toBe(401);
    expect((await chatsOf(token))[0]).toEqual(chat);
  });
});

describe('chat: isolation', () => {
  it("never shows or changes another user's chats or chat contacts", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const [aliceChat] = await chatsOf(alice.token);
    const t = bob.token;
    expect((await chatsOf(t)).map((c) => c.id)).not.toContain(aliceChat.id);
    expect((await call(app, 'GET', `${P}/chat?id=${aliceChat.id}`, { token: t })).status).toBe(404);
    const patch = await call(app, 'PATCH', `${P}/chat`, {
      token: t,
      body: { id: aliceChat.id, chat: { muted: true, unreadCount: 9 } },
    });
    expect(patch.status).toBe(404);
    const send = await call(app, 'POST', `${P}/message`, {
      token: t,
      body: { chatId: aliceChat.id, value: 'hello from bob' },
    });
    expect(send.status).toBe(404);
    const contact = await call(app, 'GET', `${P}/contact?id=${aliceChat.contactId}`, { token: t });
    expect(contact.status).toBe(404);
    const bobContacts = z
      .array(chatContactSchema)
      .parse((await call(app, 'GET', `${P}/contacts`, { token: t })).body);
    expect(bobContacts.map((c) => c.id)).not.toContain(aliceChat.contactId);
    expect((await chatsOf(alice.token))[0]).toEqual(aliceChat);
    const messages = (await chatOf(alice.token, aliceChat.id)).messages;
    expect(messages.map((m) => m.value)).not.toContain('hello from bob');
  });
});

describe('chat: sample data file', () => {
  it('has 15 chats of 8-20 messages with known, distinct contacts', () => {
    expect(SAMPLE_CHATS).toHaveLength(15);
    const names = new Set(SAMPLE_CONTACTS.map((c) => c.name));
    expect(new Set(SAMPLE_CHATS.map((c) => c.contactName)).size).toBe(15);
    for (const chat of SAMPLE_CHATS) {
      expect(names.has(chat.contactName), chat.contactName).toBe(true);
      expect(chat.messages.length).toBeGreaterThanOrEqual(8);
      expect(chat.messages.length).toBeLessThanOrEqual(20);
      // Unread messages are the contact's latest ones.
      const trailing = chat.messages.slice(chat.messages.length - chat.unreadCount);
      expect(
        trailing.every(([from]) => from === 'them'),
        chat.contactName,
      ).toBe(true);
    }
  });
});
