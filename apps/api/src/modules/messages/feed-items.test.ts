import { demoAccountHooks } from '../../app';
import { and, eq } from 'drizzle-orm';
import {
  FEED_ITEM_TITLE_MAX,
  feedItemListSchema,
  feedItemSchema,
  newFeedItemSchema,
  type FeedItem,
} from '@rehearse/contracts/feed-items';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { feedItems } from '../../db/schema/feed-items';
import { users } from '../../db/schema/users';
import { SAMPLE_MESSAGES, SAMPLE_NOTIFICATIONS } from '../../db/seed/data/feed-items.data';

const { app, db } = await useTestApp({ accountHooks: demoAccountHooks });

// Messages and notifications share one implementation; every rule is checked for both.
describe.each([
  { kind: 'message', field: 'message', path: '/api/common/messages', other: 'notifications' },
  {
    kind: 'notification',
    field: 'notification',
    path: '/api/common/notifications',
    other: 'messages',
  },
] as const)('common/$kind calls', ({ kind, field, path, other }) => {
  const list = async (token: string) => {
    const res = await call(app, 'GET', path, { token });
    expect(res.status).toBe(200);
    return feedItemListSchema.parse(res.body);
  };
  const stored = async (id: string) =>
    (await db.select().from(feedItems).where(eq(feedItems.id, id)))[0];
  const create = async (token: string, item: Record<string, unknown>) => {
    const res = await call(app, 'POST', path, { token, body: { [field]: item } });
    expect(res.status).toBe(200);
    return feedItemSchema.parse(res.body);
  };

  it('lists the sample items of a demo account, newest first, timed before sign-up', async () => {
    const { token, user } = await signUpAndIn(app);
    // Besides the product's welcome message, stamped at the sign-up (product-events.test.ts).
    const items = (await list(token)).filter((item) => item.title !== 'Welcome to Rehearse');
    expect(items).toHaveLength(
      kind === 'message' ? SAMPLE_MESSAGES.length : SAMPLE_NOTIFICATIONS.length,
    );
    const times = items.map((item) => Date.parse(item.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [account] = await db.select().from(users).where(eq(users.id, user.id));
    expect(Math.max(...times)).toBeLessThan(account.createdAt.getTime());
    expect(Math.min(...times)).toBeGreaterThan(account.createdAt.getTime() - 7 * 86_400_000);
    expect(items.some((item) => !item.read)).toBe(true);
    expect(items.some((item) => item.read)).toBe(true);
  });

  it('creates an item with defaults and answers it; it then leads the list', async () => {
    const { token } = await signUpAndIn(app);
    const before = Date.now();
    const item = await create(token, { title: '<strong>Mock interview</strong> booked' });
    expect(item).toMatchObject({
      title: '<strong>Mock interview</strong> booked',
      description: null,
      icon: null,
      image: null,
      link: null,
      read: false,
      seen: false,
      useRouter: false,
    });
    expect(Date.parse(item.time)).toBeGreaterThanOrEqual(before - 1000);
    expect((await list(token))[0]).toEqual(item);
  });

  it('keeps the fields given on create, including read, seen and time', async () => {
    const { token } = await signUpAndIn(app);
    const input = {
      icon: 'heroicons_mini:star',
      image: '/images/avatars/female-01.jpg',
      title: 'Feedback',
      description: 'Your feedback is ready',
      time: '2030-01-02T03:04:05.000Z',
      read: true,
      seen: true,
      link: '/apps/mock-interview/feedback',
      useRouter: true,
    };
    expect(await create(token, input)).toMatchObject(input);
  });

  it.each([
    [{}, `${field}: Invalid input`],
    [{ [field]: {} }, `${field}.title: Give a title or a description`],
    [{ [field]: { title: 'x'.repeat(FEED_ITEM_TITLE_MAX + 1) } }, `${field}.title`],
    [{ [field]: { title: 'x', read: 'yes' } }, `${field}.read`],
    [{ [field]: { title: 'x', link: 'javascript:alert(1)' } }, `${field}.link`],
    [{ [field]: { title: 'x', link: '/\\evil.example/landing' } }, `${field}.link`],
    [{ [field]: { title: 'x', image: '/\\evil.example/pixel.gif' } }, `${field}.image`],
    [{ [field]: { title: 'x', image: 'http://tracker.example/pixel.gif' } }, `${field}.image`],
    [{ [field]: { title: 'x', time: 'yesterday' } }, `${field}.time`],
  ])('refuses bad input %j with 400 naming the field', async (body, message) => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'POST', path, { token, body });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain(message);
  });

  it('merges a PATCH: only the given fields change', async () => {
    const { token } = await signUpAndIn(app);
    const [first] = await list(token);
    const res = await call(app, 'PATCH', path, {
      token,
      body: { id: first.id, [field]: { title: 'Renamed', seen: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...first, title: 'Renamed', seen: true });
    expect((await list(token))[0]).toEqual(res.body);
  });

  it('takes null as empty for every optional text field', async () => {
    const { token } = await signUpAndIn(app);
    const [first] = await list(token);
    const res = await call(app, 'PATCH', path, {
      token,
      body: {
        id: first.id,
        [field]: { title: 'Kept', description: null, icon: null, image: null, link: null },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      ...first,
      title: 'Kept',
      description: null,
      icon: null,
      image: null,
      link: null,
    });
  });

  it('deletes an item and answers the removed item; a second delete is a 404', async () => {
    const { token } = await signUpAndIn(app);
    const items = await list(token);
    const res = await call(app, 'DELETE', `${path}?id=${items[1].id}`, { token });
    expect(res).toMatchObject({ status: 200, body: items[1] });
    expect((await list(token)).map((item) => item.id)).toEqual(
      items.filter((item) => item.id !== items[1].id).map((item) => item.id),
    );
    const again = await call(app, 'DELETE', `${path}?id=${items[1].id}`, { token });
    expect(again).toMatchObject({ status: 404, body: { error: expect.any(String) } });
  });

  it('toggles read only, leaving seen as it is, and answers the item', async () => {
    const { token } = await signUpAndIn(app);
    const item = await create(token, { title: 'Toggle me', seen: false });
    const toggle = () =>
      call(app, 'POST', `${path}/toggle-read-status`, { token, body: { [field]: item } });
    const once = await toggle();
    expect(once).toMatchObject({ status: 200, body: { ...item, read: true, seen: false } });
    // The server flips what it stores, whatever flag the client sends back.
    const twice = await toggle();
    expect(twice).toMatchObject({ status: 200, body: { ...item, read: false, seen: false } });
  });

  it('marks every item read and seen, answers true, and leaves the other kind alone', async () => {
    const { token } = await signUpAndIn(app);
    const otherBefore = (await call(app, 'GET', `/api/common/${other}`, { token })).body;
    const res = await call(app, 'GET', `${path}/mark-all-as-read`, { token });
    expect(res).toMatchObject({ status: 200, body: true });
    const items = await list(token);
    expect(items.every((item) => item.read && item.seen)).toBe(true);
    expect((await call(app, 'GET', `/api/common/${other}`, { token })).body).toEqual(otherBefore);
  });

  it("never reads or changes another user's items: 404 and nothing changes", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const [target] = await list(alice.token);
    const before = await stored(target.id);

    const attempts = [
      call(app, 'PATCH', path, {
        token: bob.token,
        body: { id: target.id, [field]: { title: 'Hijacked' } },
      }),
      call(app, 'POST', `${path}/toggle-read-status`, {
        token: bob.token,
        body: { [field]: { id: target.id } },
      }),
      call(app, 'DELETE', `${path}?id=${target.id}`, { token: bob.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    }
    await call(app, 'GET', `${path}/mark-all-as-read`, { token: bob.token });
    expect(await stored(target.id)).toEqual(before);
    expect((await list(bob.token)).map((item) => item.id)).not.toContain(target.id);
    const aliceUnread = await db
      .select()
      .from(feedItems)
      .where(and(eq(feedItems.userId, alice.user.id), eq(feedItems.read, false)));
    expect(aliceUnread.length).toBeGreaterThan(0);
  });

  it(`does not reach a ${other === 'messages' ? 'message' : 'notification'} by its id`, async () => {
    const { token } = await signUpAndIn(app);
    const otherItems = (await call(app, 'GET', `/api/common/${other}`, { token }))
      .body as FeedItem[];
    const res = await call(app, 'DELETE', `${path}?id=${otherItems[0].id}`, { token });
    expect(res.status).toBe(404);
    expect(await stored(otherItems[0].id)).toBeDefined();
  });

  it('answers 404 for unknown or malformed ids and 400 for a missing one', async () => {
    const { token } = await signUpAndIn(app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, 'not-a-uuid']) {
      expect((await call(app, 'DELETE', `${path}?id=${id}`, { token })).status).toBe(404);
      const patch = await call(app, 'PATCH', path, {
        token,
        body: { id, [field]: { read: true } },
      });
      expect(patch.status).toBe(404);
      const toggle = await call(app, 'POST', `${path}/toggle-read-status`, {
        token,
        body: { [field]: { id } },
      });
      expect(toggle.status).toBe(404);
    }
    const missing = await call(app, 'DELETE', path, { token });
    expect(missing).toMatchObject({ status: 400, body: { error: expect.stringContaining('id') } });
    const noId = await call(app, 'PATCH', path, { token, body: { [field]: { read: true } } });
    expect(noId).toMatchObject({ status: 400, body: { error: expect.stringContaining('id') } });
  });

  it('needs a signed-in user', async () => {
    expect((await call(app, 'GET', path)).status).toBe(401);
    expect((await call(app, 'GET', `${path}/mark-all-as-read`)).status).toBe(401);
  });
});

describe('messages and notifications sample data', () => {
  it('is valid input for the contracts, 6 to 9 of each, with HTML-safe links', () => {
    for (const samples of [SAMPLE_MESSAGES, SAMPLE_NOTIFICATIONS]) {
      expect(samples.length).toBeGreaterThanOrEqual(6);
      expect(samples.length).toBeLessThanOrEqual(9);
      for (const { minutesBefore, ...item } of samples) {
        expect(newFeedItemSchema.safeParse(item).success, item.title ?? '').toBe(true);
        expect(minutesBefore).toBeGreaterThan(0);
      }
    }
  });
});
