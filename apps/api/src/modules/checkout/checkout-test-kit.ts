// The checkout tests' setup: the real `stripe` package against a fake Stripe server, an app
// that uses it, and the calls the tests make (buy, confirm on the success page, send a signed
// webhook, read the subscription, the grants of a session).
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { PLAN_TERMS } from '@rehearse/contracts/billing';
import type { Subscription } from '@rehearse/contracts/subscriptions';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe } from '../../../test/fake-stripe';
import { data, type Person } from '../../../test/recruiting-team';
import { call, TEST_SECRET, useTestApp } from '../../../test/test-app';
import { createApp } from '../../app';
import { creditLedger } from '../../db/schema/billing';
import { createStripePayments } from '../../payments/stripe-payments';
import { loadConfig } from '../../platform/config';

export async function useCheckoutTestApp() {
  // A recruiting organization's first read of its subscription grants the month's allowance
  // (decision 055): every balance below starts from it.
  const ALLOWANCE = PLAN_TERMS.recruiting.monthlyAllowance;

  const stripe = await startFakeStripe();
  afterAll(() => stripe.close());
  const payments = createStripePayments({
    secretKey: FAKE_STRIPE_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    apiUrl: stripe.url,
  });
  const { app, db, kind } = await useTestApp({ payments });
  // The same database served by an app without a payment provider.
  const testConfig = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_ACCOUNTS: 'false',
    JWT_SECRET: TEST_SECRET,
  });
  const unconfigured = createApp({ db, dbKind: kind, config: testConfig });

  const buy = async (person: Person, pack = 'pack-10') =>
    call(app, 'POST', '/api/checkout/sessions', { token: person.token, body: { pack } });

  const confirm = (person: Person, sessionId: string, id = '0') =>
    call(app, 'PATCH', `/api/subscriptions/${id}`, {
      token: person.token,
      body: { session_id: sessionId, user_id: person.id },
    });

  const webhook = (body: string, signature?: string) =>
    app.request('/api/checkout/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body,
    });

  const send = async (type: string, sessionId: string, eventId?: string) => {
    const { payload, signature } = stripe.event(type, { id: sessionId }, { id: eventId });
    const res = await webhook(payload, signature);
    return { status: res.status, body: (await res.json()) as { data?: { outcome: string } } };
  };

  const current = async (person: Person) =>
    data<Subscription>(
      await call(app, 'GET', '/api/subscriptions/current', { token: person.token }),
    );

  const grantsOf = (sessionId: string) =>
    db.select().from(creditLedger).where(eq(creditLedger.checkoutSessionId, sessionId));

  return {
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
  };
}
