import { pageViewListSchema, pageViewSchema } from '@rehearse/contracts/analytics';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { rateLimits } from '../../db/schema/rate-limits';
import { loadConfig } from '../../platform/config';
import { TEST_SECRET, call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { PAGE_VIEW_LIMIT } from './analytics.service';

const { app, db, kind } = await useTestApp();
const path = '/api/analytics/page-views';
const created = successEnvelope(pageViewSchema);
const listed = successEnvelope(pageViewListSchema);

describe('analytics/page-views', () => {
  it('needs a signed-in caller and answers the product error envelope', async () => {
    const res = await call(app, 'POST', path, { body: { url: '/workspace/home' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'auth.unauthenticated', message: 'Authentication required' },
    });
    const forged = await call(app, 'POST', path, { token: 'nope', body: { url: '/a' } });
    expect(forged.body).toMatchObject({ error: { message: 'Invalid token' } });
    expect((await call(app, 'GET', path)).status).toBe(401);
  });

  it('stores a view per user and answers 201 with it; the list is own views, newest first', async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const first = await call(app, 'POST', path, {
      token: alice.token,
      body: { url: '/workspace/home' },
    });
    expect(first.status).toBe(201);
    const view = created.parse(first.body).data;
    expect(view).toMatchObject({ url: '/workspace/home', referrer: null });
    expect(Number.isNaN(Date.parse(view.viewedAt))).toBe(false);

    const second = await call(app, 'POST', path, {
      token: alice.token,
      body: { url: '/apps/chat?x=1#top', referrer: '/workspace/home' },
    });
    expect(created.parse(second.body).data).toMatchObject({
      url: '/apps/chat?x=1#top',
      referrer: '/workspace/home',
    });
    await call(app, 'POST', path, { token: bob.token, body: { url: '/profile' } });

    const mine = listed.parse((await call(app, 'GET', path, { token: alice.token })).body).data;
    expect(mine.map((v) => v.url)).toEqual(['/apps/chat?x=1#top', '/workspace/home']);
    const latest = await call(app, 'GET', `${path}?limit=1`, { token: alice.token });
    expect(listed.parse(latest.body).data.map((v) => v.url)).toEqual(['/apps/chat?x=1#top']);
    const theirs = listed.parse((await call(app, 'GET', path, { token: bob.token })).body).data;
    expect(theirs.map((v) => v.url)).toEqual(['/profile']);
  });

  it.each([
    [{ url: 'https://evil.example/' }, /^url: /],
    [{ url: '//evil.example/path' }, /^url: /],
    [{ url: 'workspace/home' }, /^url: /],
    [{ url: '' }, /^url: /],
    [{ url: `/${'a'.repeat(2000)}` }, /^url: .*2000/],
    [{}, /^url: /],
    [{ url: '/ok', referrer: 'javascript:alert(1)' }, /^referrer: /],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'POST', path, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: {
        code: expect.stringMatching(/^validation\./),
        message: expect.stringMatching(message),
      },
    });
  });

  it('refuses a list limit out of range', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', `${path}?limit=1000`, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message: expect.stringMatching(/^limit: /) } });
  });

  it('limits each user to 120 views a minute, answering 429 with Retry-After', async () => {
    const { token, user } = await signUpAndIn(app);
    // Start the window one hit short of the limit rather than making 119 calls.
    await db.insert(rateLimits).values({
      key: `page-views:user:${user.id}`,
      windowStart: new Date(),
      count: PAGE_VIEW_LIMIT.limit - 1,
    });
    const last = await call(app, 'POST', path, { token, body: { url: '/a' } });
    expect(last.status).toBe(201);
    const refused = await call(app, 'POST', path, { token, body: { url: '/b' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'request.rate_limited' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another user's budget is untouched.
    const other = await signUpAndIn(app);
    const theirs = await call(app, 'POST', path, { token: other.token, body: { url: '/a' } });
    expect(theirs.status).toBe(201);
  });

  it('accepts exactly 120 of 130 parallel views from one user', async () => {
    const { token } = await signUpAndIn(app);
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        call(app, 'POST', path, { token, body: { url: `/p${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(PAGE_VIEW_LIMIT.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(130 - PAGE_VIEW_LIMIT.limit);
  });

  it('keeps connect-src at self unless analytics origins are configured', async () => {
    const csp = async (target: typeof app) =>
      (await call(target, 'GET', '/api/health')).headers.get('content-security-policy') ?? '';
    expect(await csp(app)).toMatch(/connect-src 'self';/);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_SECRET,
      ANALYTICS_ORIGINS: 'https://www.google-analytics.com',
    });
    const withAnalytics = createApp({ db, dbKind: kind, config });
    expect(await csp(withAnalytics)).toMatch(
      /connect-src 'self' https:\/\/www\.google-analytics\.com;/,
    );
    expect(await csp(withAnalytics)).toMatch(/script-src 'self';/);
  });
});
