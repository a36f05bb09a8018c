// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@rehearse/contracts/user';
import { apiServer } from '../../test/api-server';
import { clearAccessToken, setAccessToken } from '../access-token';
import { queryClient } from '../query-client';
import { handleSubscription, runPostLoginFlow } from './post-login-flow';
import { sessionKeys } from './session-keys';
import {
  currentSubscriptionNotice,
  dismissSubscriptionNotice,
  subscriptionHasError,
} from './subscription-status';

const ORGANIZATION_ID = '5d0c8f0e-2f5e-4f53-9d59-1f2b0c6f4a11';
const USER = {
  id: '0b6f3c52-5a43-4f0b-9d8e-2b9f0a4e7c11',
  roles: [],
  metadata: { organization_id: ORGANIZATION_ID },
} as unknown as User;

const subscription = (balance: number) => ({
  id: '7a1f9c7e-3f3c-4c3a-8f43-1e1d2b3c4d5e',
  organization_id: ORGANIZATION_ID,
  plan: 'recruiting',
  balance,
  reserved: 0,
  monthly_allowance: 20,
  seats: 5,
  pending_percent_off: null,
  purchasing_available: true,
  updated_at: '2026-11-27T08:00:00.000Z',
});

type Call = { method: string; path: string; body: unknown };

// The §4 calls, recorded in order; `balance` is what the next load answers.
function subscriptionApi(options: { lookup?: number; load?: number; promo?: number } = {}) {
  const calls: Call[] = [];
  let balance = 20;
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? null : await request.json();
    calls.push({ method: request.method, path: url.pathname, body });
  };
  apiServer.use(
    http.get('*/api/users/lookup', async ({ request }) => {
      await record(request);
      return options.lookup === 404
        ? HttpResponse.json(
            { success: false, error: { code: 'request.not_found', message: 'No' } },
            { status: 404 },
          )
        : HttpResponse.json({ success: true, data: productUser() });
    }),
    http.post('*/api/users', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: productUser() }, { status: 201 });
    }),
    http.get('*/api/subscriptions/current', async ({ request }) => {
      await record(request);
      if (options.load)
        return HttpResponse.json(
          { success: false, error: { code: 'request.failed', message: 'down' } },
          { status: options.load },
        );
      return HttpResponse.json({ success: true, data: subscription(balance) });
    }),
    http.patch('*/api/subscriptions/0', async ({ request }) => {
      await record(request);
      balance = 30;
      return HttpResponse.json({
        success: true,
        data: {
          subscription: subscription(30),
          checkout: { session_id: 'cs_1', status: 'paid', credits: 10 },
        },
      });
    }),
    http.post('*/api/subscriptions', async ({ request }) => {
      await record(request);
      if (options.promo === 410)
        return HttpResponse.json(
          {
            success: false,
            error: { code: 'promo.expired', message: 'That promo code has expired' },
          },
          { status: 410 },
        );
      balance = 25;
      return HttpResponse.json({
        success: true,
        data: {
          subscription: subscription(25),
          promo: { code: 'SPRING', kind: 'credits', credits: 5, percent_off: null },
        },
      });
    }),
  );
  return calls;
}

const productUser = () => ({
  id: 'p1',
  organization_id: ORGANIZATION_ID,
  external_id: USER.id,
  created_by: USER.id,
  updated_by: USER.id,
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
});

const cachedBalance = () =>
  (queryClient.getQueryData(sessionKeys.subscription()) as { balance: number } | undefined)
    ?.balance;

describe('the post-login flow (core-product.md §4)', () => {
  beforeEach(() => {
    setAccessToken('token');
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
    dismissSubscriptionNotice();
  });
  afterEach(() => clearAccessToken());

  it('creates the product user on a 404, then loads the subscription and removes session_id', async () => {
    const calls = subscriptionApi({ lookup: 404 });
    localStorage.setItem('session_id', '');
    await runPostLoginFlow(USER);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/users/lookup',
      'POST /api/users',
      'GET /api/subscriptions/current',
    ]);
    expect(calls[1]!.body).toEqual({
      organization_id: ORGANIZATION_ID,
      external_id: USER.id,
      created_by: USER.id,
      updated_by: USER.id,
    });
    expect(cachedBalance()).toBe(20);
    expect(localStorage.getItem('session_id')).toBeNull();
    expect(subscriptionHasError()).toBe(false);
  });

  it('with a stored session_id updates subscription 0 with it and the user id, then reloads', async () => {
    const calls = subscriptionApi();
    sessionStorage.setItem('session_id', 'cs_1');
    localStorage.setItem('session_id', 'cs_1');
    localStorage.setItem('promo_code', 'SPRING');
    await handleSubscription(USER);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /api/subscriptions/0',
      'GET /api/subscriptions/current',
    ]);
    expect(calls[0]!.body).toEqual({ session_id: 'cs_1', user_id: USER.id });
    expect(cachedBalance()).toBe(30);
    expect(localStorage.getItem('session_id')).toBeNull();
    // The promo code waits for the next run: one subscription step per run, as §4 orders them.
    expect(localStorage.getItem('promo_code')).toBe('SPRING');
  });

  it('else with a stored promo_code saves the subscription from it, reloads and removes the code', async () => {
    const calls = subscriptionApi();
    localStorage.setItem('promo_code', 'SPRING');
    await handleSubscription(USER);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/subscriptions',
      'GET /api/subscriptions/current',
    ]);
    expect(calls[0]!.body).toEqual({ user_id: USER.id, promo_code: 'SPRING' });
    expect(cachedBalance()).toBe(25);
    expect(localStorage.getItem('promo_code')).toBeNull();
    expect(currentSubscriptionNotice()).toMatchObject({
      kind: 'promo-applied',
      code: 'SPRING',
      credits: 5,
    });
  });

  it('says a refused promo code, removes it and goes on to load the subscription', async () => {
    const calls = subscriptionApi({ promo: 410 });
    localStorage.setItem('promo_code', 'OLD');
    await handleSubscription(USER);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/subscriptions',
      'GET /api/subscriptions/current',
    ]);
    expect(currentSubscriptionNotice()).toMatchObject({ kind: 'promo-refused', code: 'OLD' });
    expect(localStorage.getItem('promo_code')).toBeNull();
    expect(cachedBalance()).toBe(20);
  });

  it('sets the error flag when the subscription cannot be loaded, and its retry loads it', async () => {
    subscriptionApi({ load: 503 });
    await handleSubscription(USER);
    expect(subscriptionHasError()).toBe(true);
    const notice = currentSubscriptionNotice();
    if (notice.kind !== 'error') throw new Error('expected the error notice');
    subscriptionApi();
    notice.retry();
    await expect.poll(() => cachedBalance()).toBe(20);
    expect(subscriptionHasError()).toBe(false);
  });
});
