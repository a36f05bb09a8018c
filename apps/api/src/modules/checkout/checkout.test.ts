// Buying credit packs (decision 056) with the real `stripe` package against a fake Stripe
// server: the session sent to Stripe, the webhook and the success page granting once in any
// order, signatures, unpaid, expired and foreign sessions, and no Stripe at all. Percent-off
// codes: checkout-promo.test.ts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutSession,
  type CreditPacksResponse,
  type Purchases,
} from '@rehearse/contracts/billing';
import type { Subscription, SubscriptionCheckoutResult } from '@rehearse/contracts/subscriptions';
import { FAKE_WEBHOOK_SECRET } from '../../../test/fake-stripe';
import { code, data, recruitingTeam } from '../../../test/recruiting-team';
import { call } from '../../../test/test-app';
import { createApp } from '../../app';
import { checkoutSessions, creditLedger, paymentEvents } from '../../db/schema/billing';
import { ledgerMismatches } from '../../domain/credit-ledger';
import { createStripePayments } from '../../payments/stripe-payments';
import { useCheckoutTestApp } from './checkout-test-kit';

const {
  ALLOWANCE,
  kind,
  testConfig,
  stripe,
  app,
  db,
  unconfigured,
  buy,
  confirm,
  webhook,
  send,
  current,
  grantsOf,
} = await useCheckoutTestApp();

describe('credit packs', () => {
  it('lists the packs and says purchasing is set up', async () => {
    const { owner } = await recruitingTeam(app, db);
    const res = await call(app, 'GET', '/api/checkout/packs', { token: owner.token });
    expect(res.status).toBe(200);
    const body = data<CreditPacksResponse>(res);
    expect(body.purchasing_available).toBe(true);
    expect(body.packs.map((p) => [p.id, p.credits, p.amount_cents, p.currency])).toEqual([
      ['pack-10', 10, 1900, 'usd'],
      ['pack-50', 50, 8900, 'usd'],
      ['pack-200', 200, 29900, 'usd'],
    ]);
  });
});

describe('POST /api/checkout/sessions', () => {
  it("creates a Stripe Checkout Session for the pack with the organization's metadata", async () => {
    const team = await recruitingTeam(app, db);
    const res = await buy(team.recruiter, 'pack-50');
    expect(res.status).toBe(201);
    const session = data<CheckoutSession>(res);
    expect(session).toMatchObject({ amount_cents: 8900, currency: 'usd', percent_off: null });
    expect(session.url).toBe(`${stripe.url}/c/pay/${session.id}`);
    const sent = stripe.sessions.get(session.id)!;
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '8900',
      'metadata[organization_id]': team.organizationId,
      'metadata[pack]': 'pack-50',
      success_url: 'http://localhost:3000/recruiter/billing?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/recruiter/billing?checkout=cancelled',
    });
    const [row] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id));
    expect(row).toMatchObject({
      organizationId: team.organizationId,
      userId: team.recruiter.id,
      pack: 'pack-50',
      credits: 50,
      amountCents: 8900,
      status: 'open',
      fulfilledAt: null,
    });
  });

  it('refuses reviewers, candidates and unknown packs', async () => {
    const team = await recruitingTeam(app, db);
    expect(code(await buy(team.reviewer))).toBe('organization.role_forbidden');
    expect(code(await buy(team.candidate))).toBe('organization.recruiters_only');
    const bad = await buy(team.owner, 'pack-7');
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { issues?: { field: string }[] } }).error.issues?.[0]?.field).toBe(
      'pack',
    );
    expect(await db.select().from(checkoutSessions)).toEqual([]);
  });
});

describe('fulfilment', () => {
  it('grants once when the success page comes before the webhook', async () => {
    const { owner } = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(owner));
    stripe.markPaid(id);
    const res = await confirm(owner, id);
    expect(res.status).toBe(200);
    const result = data<SubscriptionCheckoutResult>(res);
    expect(result.checkout).toEqual({ session_id: id, status: 'paid', credits: 10 });
    expect(result.subscription.balance).toBe(ALLOWANCE + 10);
    expect((await send('checkout.session.completed', id)).body.data?.outcome).toBe('fulfilled');
    expect((await confirm(owner, id)).status).toBe(200);
    expect((await current(owner)).balance).toBe(ALLOWANCE + 10);
    expect(await grantsOf(id)).toHaveLength(1);
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row!.status).toBe('paid');
    expect(row!.fulfilledAt).toBeInstanceOf(Date);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('grants once when the same webhook comes twice, or two events about one session', async () => {
    const { owner } = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(owner));
    stripe.markPaid(id);
    const eventId = `evt_${randomBytes(6).toString('hex')}`;
    const first = await send('checkout.session.completed', id, eventId);
    expect(first).toEqual({
      status: 200,
      body: { success: true, data: { received: true, outcome: 'fulfilled' } },
    });
    const again = await send('checkout.session.completed', id, eventId);
    expect(again.body.data?.outcome).toBe('duplicate');
    await send('checkout.session.async_payment_succeeded', id);
    expect((await current(owner)).balance).toBe(ALLOWANCE + 10);
    expect(await grantsOf(id)).toHaveLength(1);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).toHaveLength(
      1,
    );
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('grants once when webhooks and success pages arrive at the same time', async () => {
    const { owner, recruiter } = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(owner, 'pack-50'));
    stripe.markPaid(id);
    const results = await Promise.all([
      ...[1, 2, 3, 4].map(() => send('checkout.session.completed', id)),
      ...[owner, recruiter, owner, recruiter].map((person) => confirm(person, id)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await current(owner)).balance).toBe(ALLOWANCE + 50);
    expect(await grantsOf(id)).toHaveLength(1);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('grants once when the webhook comes before the success page', async () => {
    const { owner } = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(owner, 'pack-200'));
    stripe.markPaid(id);
    await send('checkout.session.completed', id);
    const result = data<SubscriptionCheckoutResult>(await confirm(owner, id));
    expect(result.checkout.status).toBe('paid');
    expect(result.subscription.balance).toBe(ALLOWANCE + 200);
    expect(await grantsOf(id)).toHaveLength(1);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('answers 200 and changes nothing for a session it does not know', async () => {
    await recruitingTeam(app, db);
    const res = await send('checkout.session.completed', 'cs_test_not_ours');
    expect(res).toEqual({
      status: 200,
      body: { success: true, data: { received: true, outcome: 'ignored' } },
    });
    expect(await db.select().from(creditLedger)).toEqual([]);
    expect(await db.select().from(paymentEvents)).toEqual([]);
  });

  it('ignores other event types', async () => {
    const { owner } = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(owner));
    stripe.markPaid(id);
    const res = await send('checkout.session.async_payment_failed', id);
    expect(res.body.data?.outcome).toBe('ignored');
    expect(await grantsOf(id)).toEqual([]);
  });

  it('marks an abandoned purchase expired once the provider says so, and never a paid one', async () => {
    const { owner } = await recruitingTeam(app, db);
    const statusOf = async (id: string) =>
      (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!.status;
    const abandoned = data<CheckoutSession>(await buy(owner)).id;
    // An event the provider's own record does not bear out changes nothing.
    expect((await send('checkout.session.expired', abandoned)).body.data?.outcome).toBe('ignored');
    expect(await statusOf(abandoned)).toBe('open');
    stripe.markExpired(abandoned);
    expect((await send('checkout.session.expired', abandoned)).body.data?.outcome).toBe('expired');
    expect(await statusOf(abandoned)).toBe('expired');

    const paid = data<CheckoutSession>(await buy(owner)).id;
    stripe.markPaid(paid);
    expect((await send('checkout.session.expired', paid)).body.data?.outcome).toBe('fulfilled');
    expect(await statusOf(paid)).toBe('paid');
    expect(await grantsOf(paid)).toHaveLength(1);
    expect(await grantsOf(abandoned)).toEqual([]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const { owner } = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(owner));
    stripe.markPaid(id);
    const { payload } = stripe.event('checkout.session.completed', { id });
    const forged = stripe.event('checkout.session.completed', { id }, { secret: 'whsec_wrong' });
    for (const res of [
      await webhook(payload),
      await webhook(payload, forged.signature),
      await webhook(payload, 't=1,v1=deadbeef'),
      // The right signature over other bytes.
      await webhook(payload.replace('"object"', '"object" '), stripe.event('x', { id }).signature),
    ]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'checkout.invalid_signature',
      );
    }
    expect(await grantsOf(id)).toEqual([]);
    expect(await db.select().from(paymentEvents)).toEqual([]);
  });

  it('grants nothing for an unpaid session and says it is pending', async () => {
    const { owner } = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(owner));
    const result = data<SubscriptionCheckoutResult>(await confirm(owner, id));
    expect(result.checkout).toEqual({ session_id: id, status: 'pending', credits: 10 });
    expect(result.subscription.balance).toBe(ALLOWANCE);
    // Completed with a delayed payment method: still not paid.
    expect((await send('checkout.session.completed', id)).body.data?.outcome).toBe('pending');
    expect(await grantsOf(id)).toEqual([]);
    // The payment arrives later.
    stripe.markPaid(id);
    expect((await send('checkout.session.async_payment_succeeded', id)).body.data?.outcome).toBe(
      'fulfilled',
    );
    expect((await current(owner)).balance).toBe(ALLOWANCE + 10);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("answers 404 for another organization's session or subscription, 403 for another user id", async () => {
    const team = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(team.other));
    stripe.markPaid(id);
    const foreign = await confirm(team.owner, id);
    expect(foreign.status).toBe(404);
    expect(code(foreign)).toBe('request.not_found');
    const otherSubscription = await current(team.other);
    const mine = await current(team.owner);
    expect((await confirm(team.other, id, mine.id)).status).toBe(404);
    expect((await confirm(team.other, id, 'not-a-uuid')).status).toBe(404);
    const wrongUser = await call(app, 'PATCH', '/api/subscriptions/0', {
      token: team.owner.token,
      body: { session_id: id, user_id: team.other.id },
    });
    expect(wrongUser.status).toBe(403);
    expect(code(wrongUser)).toBe('subscription.user_mismatch');
    expect(await grantsOf(id)).toEqual([]);
    // Its own organization, by its subscription's real id.
    const own = data<SubscriptionCheckoutResult>(
      await confirm(team.other, id, otherSubscription.id),
    );
    expect(own.subscription.balance).toBe(ALLOWANCE + 10);
    expect((await current(team.owner)).balance).toBe(ALLOWANCE);
  });
});

describe('OpenAPI', () => {
  it('documents the checkout and subscription calls', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const calls: [string, string, string[]][] = [
      ['/api/checkout/packs', 'get', ['200', '401']],
      ['/api/checkout/sessions', 'post', ['201', '400', '401', '403', '409', '503']],
      ['/api/checkout/webhook', 'post', ['200', '400', '503']],
      ['/api/subscriptions/current', 'get', ['200', '401', '404']],
      ['/api/subscriptions/{id}', 'patch', ['200', '400', '401', '403', '404', '503']],
      ['/api/subscriptions', 'post', ['200', '400', '401', '403', '404', '409', '410']],
    ];
    for (const [path, method, statuses] of calls) {
      expect(Object.keys(doc.paths[path]?.[method]?.responses ?? {}).sort(), path).toEqual(
        statuses.sort(),
      );
    }
  });
});

describe('when Stripe does not answer', () => {
  it('answers 503 and grants nothing', async () => {
    const refusing = createApp({
      db,
      dbKind: kind,
      config: testConfig,
      // Stripe refuses this key (401), as it would a revoked one.
      payments: createStripePayments({
        secretKey: 'sk_test_revoked',
        webhookSecret: FAKE_WEBHOOK_SECRET,
        apiUrl: stripe.url,
      }),
    });
    const { owner } = await recruitingTeam(app, db);
    const { id } = data<CheckoutSession>(await buy(owner));
    stripe.markPaid(id);
    const create = await call(refusing, 'POST', '/api/checkout/sessions', {
      token: owner.token,
      body: { pack: 'pack-10' },
    });
    expect([create.status, code(create)]).toEqual([503, 'billing.payments_unavailable']);
    const confirmRes = await call(refusing, 'PATCH', '/api/subscriptions/0', {
      token: owner.token,
      body: { session_id: id, user_id: owner.id },
    });
    expect([confirmRes.status, code(confirmRes)]).toEqual([503, 'billing.payments_unavailable']);
    const { payload, signature } = stripe.event('checkout.session.completed', { id });
    const hook = await refusing.request('/api/checkout/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    // Not 2xx: Stripe sends the event again later.
    expect(hook.status).toBe(503);
    expect(await grantsOf(id)).toEqual([]);
    expect(await db.select().from(paymentEvents)).toEqual([]);
    // Once Stripe answers, the same session is fulfilled.
    expect((await send('checkout.session.completed', id)).body.data?.outcome).toBe('fulfilled');
  });
});

describe('without Stripe configured', () => {
  it('refuses purchases with 503 and still loads the subscription', async () => {
    const { owner } = await recruitingTeam(app, db);
    const create = await call(unconfigured, 'POST', '/api/checkout/sessions', {
      token: owner.token,
      body: { pack: 'pack-10' },
    });
    expect(create.status).toBe(503);
    expect(code(create)).toBe('billing.payments_unavailable');
    const confirmRes = await call(unconfigured, 'PATCH', '/api/subscriptions/0', {
      token: owner.token,
      body: { session_id: 'cs_test_x', user_id: owner.id },
    });
    expect(code(confirmRes)).toBe('billing.payments_unavailable');
    const hook = await call(unconfigured, 'POST', '/api/checkout/webhook', { body: {} });
    expect(hook.status).toBe(503);
    const packs = await call(unconfigured, 'GET', '/api/checkout/packs', { token: owner.token });
    expect(data<CreditPacksResponse>(packs).purchasing_available).toBe(false);
    const res = await call(unconfigured, 'GET', '/api/subscriptions/current', {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(data<Subscription>(res)).toMatchObject({
      plan: 'recruiting',
      balance: ALLOWANCE,
      purchasing_available: false,
    });
  });
});

describe('GET /api/checkout/sessions', () => {
  it("lists the organization's purchases newest first, paid or not, to owners and recruiters only", async () => {
    const team = await recruitingTeam(app, db);
    const first = data<CheckoutSession>(await buy(team.owner, 'pack-50'));
    stripe.markPaid(first.id);
    expect((await confirm(team.owner, first.id)).status).toBe(200);
    const second = data<CheckoutSession>(await buy(team.recruiter, 'pack-10'));

    const res = await call(app, 'GET', '/api/checkout/sessions?page_size=1', {
      token: team.recruiter.token,
    });
    expect(res.status).toBe(200);
    const page = data<Purchases>(res);
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: second.id,
      pack: 'pack-10',
      credits: 10,
      amount_cents: 1900,
      status: 'open',
      paid_at: null,
    });
    const next = data<Purchases>(
      await call(app, 'GET', '/api/checkout/sessions?page=2&page_size=1', {
        token: team.owner.token,
      }),
    );
    expect(next.items[0]).toMatchObject({ id: first.id, credits: 50, status: 'paid' });
    expect(next.items[0]!.paid_at).not.toBeNull();

    expect(
      (await call(app, 'GET', '/api/checkout/sessions', { token: team.reviewer.token })).status,
    ).toBe(403);
    const other = await recruitingTeam(app, db);
    const theirs = data<Purchases>(
      await call(app, 'GET', '/api/checkout/sessions', { token: other.owner.token }),
    );
    expect(theirs).toMatchObject({ items: [], total: 0 });
    const bad = await call(app, 'GET', '/api/checkout/sessions?page_size=1000', {
      token: team.owner.token,
    });
    expect(bad.status).toBe(400);
  });
});
