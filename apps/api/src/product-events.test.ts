import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../test/test-app';

// What the header holds for a real account: product events only, never invented people
// (domain/product-events.ts).
const { app } = await useTestApp();

type FeedItem = { title: string; description: string; link: string; read: boolean; image?: string };
type Caller = { token: string };

const feed = async (who: Caller, kind: 'messages' | 'notifications') => {
  const res = await call(app, 'GET', `/api/common/${kind}`, { token: who.token });
  expect(res.status).toBe(200);
  return res.body as FeedItem[];
};

describe('a new account', () => {
  it('gets the product’s welcome and nothing written by anyone else: no notifications, no chats', async () => {
    const me = await signUpAndIn(app);
    const messages = await feed(me, 'messages');
    expect(messages).toEqual([
      expect.objectContaining({
        title: 'Welcome to Rehearse',
        link: '/workspace/home',
        read: false,
      }),
    ]);
    expect(messages[0]!.image ?? null).toBeNull();
    expect(await feed(me, 'notifications')).toEqual([]);
    const chats = await call(app, 'GET', '/api/apps/chat/chats', { token: me.token });
    expect(chats.body).toEqual([]);
  });

  it('is welcomed in the language the sign-up asked for', async () => {
    const me = await signUpAndIn(app, {
      headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    });
    const [welcome] = await feed(me, 'messages');
    expect(welcome!.title).toBe('Rehearse’e hoş geldiniz');
  });
});

describe('product events', () => {
  it('tells the result of a finished quiz once, even when it is submitted twice at once', async () => {
    const me = await signUpAndIn(app);
    const started = await call(app, 'POST', '/api/quizzes', {
      token: me.token,
      body: { skills: ['react'], length: 5, difficulty: 2, mode: 'exam' },
    });
    expect(started.status).toBe(201);
    const id = (started.body as { data: { id: string } }).data.id;
    const submits = await Promise.all(
      [1, 2].map(() => call(app, 'POST', `/api/quizzes/${id}/submit`, { token: me.token })),
    );
    expect(submits.some((res) => res.status === 200)).toBe(true);
    const notifications = await feed(me, 'notifications');
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: 'Quiz result: 0%',
      link: `/apps/quiz/practice?attempt=${id}`,
    });
    expect(notifications[0]!.description).toContain('react');
  });

  it('says when a finished mock interview’s feedback is ready', async () => {
    const me = await signUpAndIn(app);
    const created = await call(app, 'POST', '/api/mock-interviews', {
      token: me.token,
      body: {
        role: 'backend',
        questionCount: 1,
        mix: { behavioural: 1, technical: 0, roleSpecific: 0 },
        thinkSeconds: 0,
        answerSeconds: 60,
        takes: 1,
      },
    });
    const id = (created.body as { data: { id: string } }).data.id;
    await call(app, 'POST', `/api/mock-interviews/${id}/start`, { token: me.token });
    const finished = await call(app, 'POST', `/api/mock-interviews/${id}/finish`, {
      token: me.token,
      headers: { 'accept-language': 'tr' },
    });
    expect(finished.status).toBe(200);
    const notifications = await feed(me, 'notifications');
    expect(notifications).toEqual([
      expect.objectContaining({
        title: 'Deneme mülakatı geri bildiriminiz hazır',
        link: `/apps/mock-interview/feedback?interview=${id}`,
      }),
    ]);
  });

  it('confirms a signed-in user’s support request in their messages, with the subject escaped', async () => {
    const me = await signUpAndIn(app);
    const res = await call(app, 'POST', '/api/support/requests', {
      token: me.token,
      body: {
        category: 'quizzes',
        subject: 'Timer <b>stops</b>',
        message: 'The exam timer kept running while my laptop slept. Is that expected?',
      },
    });
    expect(res.status).toBe(201);
    const [latest] = await feed(me, 'messages');
    expect(latest!.title).toBe('Support request received');
    expect(latest!.description).toContain('Timer &#60;b&#62;stops&#60;/b&#62;');
    expect(latest!.description).not.toContain('<b>');
  });
});

describe('starting a chat', () => {
  it('opens one chat per contact, created on first use, even when asked for at once', async () => {
    const me = await signUpAndIn(app);
    const contacts = (await call(app, 'GET', '/api/apps/chat/contacts', { token: me.token }))
      .body as { id: string; name: string }[];
    expect(contacts.length).toBeGreaterThan(0);
    const contactId = contacts[0]!.id;
    const opened = await Promise.all(
      [1, 2, 3].map(() =>
        call(app, 'POST', '/api/apps/chat/chat', { token: me.token, body: { contactId } }),
      ),
    );
    const ids = opened.map((res) => {
      expect(res.status).toBe(200);
      return (res.body as { id: string }).id;
    });
    expect(new Set(ids).size).toBe(1);
    expect(opened[0]!.body).toMatchObject({ contactId, messages: [], contact: { id: contactId } });
    const chats = (await call(app, 'GET', '/api/apps/chat/chats', { token: me.token })).body;
    expect(chats).toEqual([expect.objectContaining({ id: ids[0], contactId })]);
  });

  it('refuses another account’s contact or a malformed id (404) and a missing one (400 naming it)', async () => {
    const me = await signUpAndIn(app);
    const other = await signUpAndIn(app);
    const [theirs] = (await call(app, 'GET', '/api/apps/chat/contacts', { token: other.token }))
      .body as { id: string }[];
    const stolen = await call(app, 'POST', '/api/apps/chat/chat', {
      token: me.token,
      body: { contactId: theirs!.id },
    });
    expect(stolen.status).toBe(404);
    const malformed = await call(app, 'POST', '/api/apps/chat/chat', {
      token: me.token,
      body: { contactId: 'not-an-id' },
    });
    expect(malformed.status).toBe(404);
    const missing = await call(app, 'POST', '/api/apps/chat/chat', { token: me.token, body: {} });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('contactId');
    expect((await call(app, 'GET', '/api/apps/chat/chats', { token: other.token })).body).toEqual(
      [],
    );
  });
});
