// The subscription calls of the post-sign-in flow (decision 056): loading the current
// subscription and redeeming a promo code through POST /api/subscriptions. Confirming a
// purchase (PATCH) is tested with the checkout, in checkout/checkout.test.ts.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLAN_TERMS } from '@rehearse/contracts/billing';
import type { Subscription, SubscriptionPromoResult } from '@rehearse/contracts/subscriptions';
import { code, data, recruitingTeam, type Person } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { promoCodes } from '../../db/schema/billing';
import { ledgerMismatches } from '../../domain/credit-ledger';

// A recruiting organization's first read of its subscription grants the month's allowance
// (decision 055): every balance below starts from it.
const ALLOWANCE = PLAN_TERMS.recruiting.monthlyAllowance;

const { app, db } = await useTestApp();

// Promo codes outlive the per-test cleanup: each test makes its own.
async function promo(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const value = `WELCOME${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.insert(promoCodes).values({ kind: 'credits', credits: 15, ...values, code: value });
  return value;
}

const redeem = (person: Person, promoCode: string, userId = person.id) =>
  call(app, 'POST', '/api/subscriptions', {
    token: person.token,
    body: { user_id: userId, promo_code: promoCode },
  });

const current = (person: Person) =>
  call(app, 'GET', '/api/subscriptions/current', { token: person.token });

describe('GET /api/subscriptions/current', () => {
  it("answers the caller's organization's subscription with its plan's terms", async () => {
    const team = await recruitingTeam(app, db);
    const res = await current(team.reviewer);
    expect(res.status).toBe(200);
    const subscription = data<Subscription>(res);
    expect(subscription).toMatchObject({
      organization_id: team.organizationId,
      plan: 'recruiting',
      balance: ALLOWANCE,
      reserved: 0,
      monthly_allowance: 20,
      seats: 5,
      pending_percent_off: null,
      purchasing_available: false,
    });
    expect(Object.keys(subscription).sort()).toEqual(
      [
        'id',
        'organization_id',
        'plan',
        'balance',
        'reserved',
        'monthly_allowance',
        'seats',
        'pending_percent_off',
        'purchasing_available',
        'updated_at',
      ].sort(),
    );
    // The same one for every member, made once.
    expect(data<Subscription>(await current(team.owner)).id).toBe(subscription.id);
    const candidate = data<Subscription>(await current(team.candidate));
    expect(candidate).toMatchObject({
      organization_id: team.candidateOrganizationId,
      plan: 'candidate-free',
      monthly_allowance: 0,
    });
  });

  it('needs a signed-in caller', async () => {
    const res = await call(app, 'GET', '/api/subscriptions/current');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/subscriptions (promo code)', () => {
  it('grants a credits code to the organization, whatever the case typed', async () => {
    const team = await recruitingTeam(app, db);
    const value = await promo();
    const res = await redeem(team.recruiter, `  ${value.toLowerCase()} `);
    expect(res.status).toBe(200);
    const result = data<SubscriptionPromoResult>(res);
    expect(result.promo).toEqual({ code: value, kind: 'credits', credits: 15, percent_off: null });
    expect(result.subscription.balance).toBe(ALLOWANCE + 15);
    expect(data<Subscription>(await current(team.owner)).balance).toBe(ALLOWANCE + 15);
    // Once per organization: the owner cannot redeem it again for the same organization.
    const again = await redeem(team.owner, value);
    expect(again.status).toBe(409);
    expect(code(again)).toBe('promo.already_redeemed');
    expect(data<Subscription>(await current(team.owner)).balance).toBe(ALLOWANCE + 15);
    // Another organization may.
    expect((await redeem(team.other, value)).status).toBe(200);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('records a percent code as a discount on the next purchase', async () => {
    const team = await recruitingTeam(app, db);
    const value = await promo({ kind: 'percent', credits: null, percentOff: 40 });
    const result = data<SubscriptionPromoResult>(await redeem(team.owner, value));
    expect(result.promo).toMatchObject({ kind: 'percent', credits: null, percent_off: 40 });
    expect(result.subscription).toMatchObject({ balance: ALLOWANCE, pending_percent_off: 40 });
  });

  it('answers each refusal with its code and status', async () => {
    const team = await recruitingTeam(app, db);
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 86_400_000);
    const cases: [string, number, string][] = [
      ['NOPE-NOT-A-CODE', 404, 'promo.not_found'],
      [await promo({ disabledAt: past }), 404, 'promo.not_found'],
      [await promo({ startsAt: future }), 409, 'promo.not_started'],
      [await promo({ endsAt: past }), 410, 'promo.expired'],
      [await promo({ maxRedemptions: 0 }), 409, 'promo.used_up'],
    ];
    for (const [value, status, errorCode] of cases) {
      const res = await redeem(team.owner, value);
      expect([res.status, code(res)], value).toEqual([status, errorCode]);
    }
    expect(data<Subscription>(await current(team.owner)).balance).toBe(ALLOWANCE);
  });

  it("refuses another user's id, reviewers and candidates", async () => {
    const team = await recruitingTeam(app, db);
    const value = await promo();
    const wrong = await redeem(team.owner, value, team.recruiter.id);
    expect([wrong.status, code(wrong)]).toEqual([403, 'subscription.user_mismatch']);
    expect(code(await redeem(team.reviewer, value))).toBe('organization.role_forbidden');
    expect(code(await redeem(team.candidate, value))).toBe('organization.recruiters_only');
    const empty = await redeem(team.owner, '   ');
    expect(empty.status).toBe(400);
    expect(data<Subscription>(await current(team.owner)).balance).toBe(ALLOWANCE);
  });
});
