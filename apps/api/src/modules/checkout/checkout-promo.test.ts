// A percent-off code (decision 056) pays for one purchase: it lowers the amount sent to Stripe,
// is used up once that purchase is paid, and only the newest open checkout carries it, so two
// checkouts started before either is paid cannot both be paid at the discount.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@rehearse/contracts/billing';
import { code, data, recruitingTeam, type Person } from '../../../test/recruiting-team';
import { call } from '../../../test/test-app';
import { checkoutSessions, promoCodes } from '../../db/schema/billing';
import { ledgerMismatches } from '../../domain/credit-ledger';
import { useCheckoutTestApp } from './checkout-test-kit';

const { ALLOWANCE, stripe, app, db, buy, send, current, grantsOf } = await useCheckoutTestApp();

async function redeemPercentCode(owner: Person) {
  const promo = `SPRING${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.insert(promoCodes).values({ code: promo, kind: 'percent', percentOff: 25 });
  const redeemed = await call(app, 'POST', '/api/subscriptions', {
    token: owner.token,
    body: { user_id: owner.id, promo_code: promo.toLowerCase() },
  });
  expect(redeemed.status).toBe(200);
  expect((await current(owner)).pending_percent_off).toBe(25);
}

const statusOf = async (id: string) =>
  (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!.status;

describe('a percent-off code', () => {
  it('comes off the amount sent to Stripe and is used up once paid', async () => {
    const { owner } = await recruitingTeam(app, db);
    await redeemPercentCode(owner);
    const session = data<CheckoutSession>(await buy(owner, 'pack-50'));
    expect(session).toMatchObject({ amount_cents: 6675, percent_off: 25 });
    expect(stripe.sessions.get(session.id)!.form['line_items[0][price_data][unit_amount]']).toBe(
      '6675',
    );
    // Not paid yet: the discount stays for now.
    expect((await current(owner)).pending_percent_off).toBe(25);
    stripe.markPaid(session.id);
    await send('checkout.session.completed', session.id);
    const after = await current(owner);
    expect(after).toMatchObject({ pending_percent_off: null, balance: ALLOWANCE + 50 });
    const next = data<CheckoutSession>(await buy(owner, 'pack-50'));
    expect(next).toMatchObject({ amount_cents: 8900, percent_off: null });
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('stays with the newest open checkout: an older one is closed at Stripe', async () => {
    const { owner, recruiter } = await recruitingTeam(app, db);
    await redeemPercentCode(owner);
    const first = data<CheckoutSession>(await buy(owner, 'pack-50'));
    const second = data<CheckoutSession>(await buy(recruiter, 'pack-50'));
    expect(second).toMatchObject({ amount_cents: 6675, percent_off: 25 });
    expect(stripe.sessions.get(first.id)!.status).toBe('expired');
    expect(await statusOf(first.id)).toBe('expired');
    expect(await statusOf(second.id)).toBe('open');
    stripe.markPaid(second.id);
    await send('checkout.session.completed', second.id);
    expect(await current(owner)).toMatchObject({
      pending_percent_off: null,
      balance: ALLOWANCE + 50,
    });
  });

  it('leaves one discounted checkout open when several start at the same time', async () => {
    const { owner, recruiter } = await recruitingTeam(app, db);
    await redeemPercentCode(owner);
    const started = await Promise.all(
      [owner, recruiter, owner, recruiter].map((person) => buy(person, 'pack-10')),
    );
    expect(started.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = started.map((r) => data<CheckoutSession>(r).id);
    const open = ids.filter((id) => stripe.sessions.get(id)!.status === 'open');
    expect(open).toHaveLength(1);
    expect(await statusOf(open[0]!)).toBe('open');
  });

  it('is not used twice when an older checkout was paid meanwhile', async () => {
    const { owner } = await recruitingTeam(app, db);
    await redeemPercentCode(owner);
    const paid = data<CheckoutSession>(await buy(owner, 'pack-10'));
    // Paid at Stripe, but its webhook has not come yet.
    stripe.markPaid(paid.id);
    const res = await buy(owner, 'pack-50');
    expect(res.status).toBe(409);
    expect(code(res)).toBe('checkout.promo_code_used');
    expect(await grantsOf(paid.id)).toHaveLength(1);
    expect(await current(owner)).toMatchObject({
      pending_percent_off: null,
      balance: ALLOWANCE + 10,
    });
    // The refused checkout cannot be paid, and the next one is at the full price.
    const organizationId = stripe.sessions.get(paid.id)!.metadata.organization_id;
    const refused = [...stripe.sessions.values()].filter(
      (s) => s.id !== paid.id && s.metadata.organization_id === organizationId,
    );
    expect(refused.map((s) => s.status)).toEqual(['expired']);
    const next = data<CheckoutSession>(await buy(owner, 'pack-50'));
    expect(next).toMatchObject({ amount_cents: 8900, percent_off: null });
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
