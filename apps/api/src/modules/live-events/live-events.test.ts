import { describe, expect, it } from 'vitest';
import { recruitingTeam } from '../../../test/recruiting-team';
import { openLiveStream } from '../../../test/live-stream';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { recordProductEvent } from '../../domain/product-events';
import { MAX_STREAMS_PER_USER } from './live-events.routes';
import { pruneLiveEvents } from './live-event-pruner';

// Issue 20, docs/decisions/076-live-updates.md: GET /api/events over the database's LISTEN, on
// PGlite and on PostgreSQL (TEST_DATABASE_URL).
const { app, db, tasks } = await useTestApp();

const changeSettings = (token: string, clientId = 'tab-aaaaaaaa') =>
  call(app, 'PATCH', '/api/common/settings', {
    token,
    headers: { 'x-client-id': clientId },
    body: { settings: { scheme: 'dark' } },
  });

describe('the live stream', () => {
  it('tells the user’s other tabs which area changed, and by which tab', async () => {
    const user = await signUpAndIn(app);
    const stream = await openLiveStream(app, user.token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await expect.poll(() => stream.events.some((e) => e.event === 'ready')).toBe(true);

    expect((await changeSettings(user.token, 'tab-one-123')).status).toBe(200);
    await tasks.idle();
    await stream.waitFor(1);
    expect(stream.changes()[0]).toMatchObject({ topic: 'common/settings', origin: 'tab-one-123' });
    stream.close();
  });

  it('answers only the user’s own events, and nothing for refused or read-only calls', async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const bobs = await openLiveStream(app, bob.token);
    await expect.poll(() => bobs.events.length).toBeGreaterThan(0);
    await changeSettings(alice.token);
    // A refused change and a read announce nothing.
    await call(app, 'PATCH', '/api/common/settings', {
      token: bob.token,
      body: { settings: { scheme: 'purple' } },
    });
    await call(app, 'GET', '/api/common/settings', { token: bob.token });
    await tasks.idle();
    // Then one of Bob's own, which must be the first he hears of.
    await changeSettings(bob.token);
    await tasks.idle();
    await bobs.waitFor(1);
    expect(bobs.changes()[0]).toMatchObject({ topic: 'common/settings' });
    bobs.close();
  });

  it('replays what a reconnecting stream missed, after its Last-Event-ID, in order', async () => {
    const user = await signUpAndIn(app);
    const first = await openLiveStream(app, user.token);
    await expect.poll(() => first.events.length).toBeGreaterThan(0);
    await changeSettings(user.token);
    await tasks.idle();
    await first.waitFor(1);
    const lastSeen = first.changes()[0].id!;
    first.close();

    await changeSettings(user.token);
    await call(app, 'POST', '/api/recruiter/questions', { token: user.token, body: {} });
    await call(app, 'PATCH', '/api/common/user', {
      token: user.token,
      body: { user: { status: 'away' } },
    });
    await tasks.idle();
    const again = await openLiveStream(app, user.token, lastSeen);
    await again.waitFor(2);
    const replayed = again.changes();
    expect(replayed.map((e) => (e as { topic?: string }).topic)).toEqual([
      'common/settings',
      'common/user',
    ]);
    expect(Number(replayed[0].id)).toBeGreaterThan(Number(lastSeen));
    expect(Number(replayed[1].id)).toBeGreaterThan(Number(replayed[0].id));
    again.close();
  });

  it('tells a recruiting team when one of them changes the team’s areas', async () => {
    const team = await recruitingTeam(app, db);
    const reviewer = await openLiveStream(app, team.reviewer.token);
    await expect.poll(() => reviewer.events.length).toBeGreaterThan(0);
    const res = await call(app, 'POST', '/api/recruiter/questions', {
      token: team.owner.token,
      body: { prompt: 'Tell us about a time you disagreed with a teammate.' },
    });
    expect(res.status).toBe(201);
    await tasks.idle();
    await reviewer.waitFor(1);
    expect(reviewer.changes()[0]).toMatchObject({ topic: 'recruiter/questions' });
    reviewer.close();
  });

  it('announces a new notification to the header of every tab', async () => {
    const user = await signUpAndIn(app);
    const stream = await openLiveStream(app, user.token);
    await expect.poll(() => stream.events.length).toBeGreaterThan(0);
    await recordProductEvent(db, user.user.id, 'en', { type: 'welcome' });
    await stream.waitFor(1);
    expect(stream.changes()[0]).toMatchObject({ topic: 'common/messages', origin: null });
    stream.close();
  });

  it('refuses a stream without a valid token, a bad Last-Event-ID, and too many streams', async () => {
    expect((await app.request('/api/events')).status).toBe(401);
    const user = await signUpAndIn(app);
    expect((await openLiveStream(app, user.token, 'yesterday')).status).toBe(400);
    const open = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => openLiveStream(app, user.token)),
    );
    expect(open.every((s) => s.status === 200)).toBe(true);
    const extra = await openLiveStream(app, user.token);
    expect(extra.status).toBe(429);
    for (const s of open) s.close();
    // Closed streams free their places.
    await expect.poll(async () => (await openLiveStream(app, user.token)).status).toBe(200);
  });

  it('keeps events a day', async () => {
    const user = await signUpAndIn(app);
    await changeSettings(user.token);
    await tasks.idle();
    expect(await pruneLiveEvents(db, new Date())).toBe(0);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await pruneLiveEvents(db, later)).toBeGreaterThan(0);
  });
});
