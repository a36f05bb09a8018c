// Promo codes (decision 056): limits hold under concurrent redemptions, an organization cannot
// redeem a code twice, and every credit granted is in the ledger.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { creditLedger, promoCodes, promoRedemptions, subscriptions } from '../db/schema/billing';
import { organizations } from '../db/schema/organizations';
import { AppError } from '../platform/errors';
import { ensureSubscription, ledgerMismatches } from './credit-ledger';
import { pendingPercentOff, redeemPromoCode } from './promo-codes';

const { db } = await useTestApp();

async function organization(name = 'Promo Co') {
  const [row] = await db
    .insert(organizations)
    .values({ name, organizationType: 'recruiting' })
    .returning({ id: organizations.id });
  return row!.id;
}

// Promo codes outlive the per-test cleanup (no user owns them): each test makes its own.
async function promo(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const code = values.code ?? `TEST${randomBytes(5).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(promoCodes)
    .values({ kind: 'credits', credits: 7, ...values, code })
    .returning();
  return row!;
}

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};

const balanceOf = async (organizationId: string) =>
  (await ensureSubscription(db, organizationId)).balance;

describe('redeemPromoCode', () => {
  it('holds the overall limit when 20 organizations redeem a code of 5 at once', async () => {
    const code = await promo({ credits: 3, maxRedemptions: 5 });
    const orgs = await Promise.all(Array.from({ length: 20 }, (_, i) => organization(`Org ${i}`)));
    const outcomes = await Promise.all(
      orgs.map((organizationId) =>
        codeOf(redeemPromoCode(db, { code: code.code, organizationId, userId: null })),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'promo.used_up')).toHaveLength(15);
    const [after] = await db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(after!.redemptionCount).toBe(5);
    const redemptions = await db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, code.id));
    expect(redemptions).toHaveLength(5);
    const grants = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.promoCodeId, code.id));
    expect(grants).toHaveLength(5);
    expect(grants.every((g) => g.kind === 'grant' && g.amount === 3)).toBe(true);
    const balances = await Promise.all(orgs.map(balanceOf));
    expect(balances.filter((b) => b === 3)).toHaveLength(5);
    expect(balances.filter((b) => b === 0)).toHaveLength(15);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('refuses the same organization twice and leaves its balance as it was', async () => {
    const code = await promo({ credits: 10 });
    const organizationId = await organization();
    const first = await redeemPromoCode(db, {
      code: code.code.toLowerCase(),
      organizationId,
      userId: null,
    });
    expect(first.credits).toBe(10);
    expect(await balanceOf(organizationId)).toBe(10);
    expect(
      await codeOf(redeemPromoCode(db, { code: code.code, organizationId, userId: null })),
    ).toBe('promo.already_redeemed');
    expect(await balanceOf(organizationId)).toBe(10);
    const [after] = await db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(after!.redemptionCount).toBe(1);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('lets an organization redeem as often as the code allows it, each a ledger grant', async () => {
    const code = await promo({ credits: 2, maxPerOrganization: 2 });
    const organizationId = await organization();
    const twice = await Promise.all(
      [1, 2, 3].map(() =>
        codeOf(redeemPromoCode(db, { code: code.code, organizationId, userId: null })),
      ),
    );
    expect(twice.sort()).toEqual(['ok', 'ok', 'promo.already_redeemed']);
    expect(await balanceOf(organizationId)).toBe(4);
    const keys = (
      await db.select().from(creditLedger).where(eq(creditLedger.promoCodeId, code.id))
    ).map((g) => g.idempotencyKey);
    expect(keys.sort()).toEqual([
      `promo:${code.id}:${organizationId}:1`,
      `promo:${code.id}:${organizationId}:2`,
    ]);
  });

  it('refuses unknown, disabled, not yet started and ended codes', async () => {
    const organizationId = await organization();
    const now = new Date('2026-06-01T12:00:00Z');
    const redeem = (code: string) =>
      codeOf(redeemPromoCode(db, { code, organizationId, userId: null }, now));
    expect(await redeem('NO-SUCH-CODE')).toBe('promo.not_found');
    const disabled = await promo({ disabledAt: new Date('2026-05-01T00:00:00Z') });
    expect(await redeem(disabled.code)).toBe('promo.not_found');
    const later = await promo({ startsAt: new Date('2026-06-02T00:00:00Z') });
    expect(await redeem(later.code)).toBe('promo.not_started');
    const ended = await promo({ endsAt: new Date('2026-06-01T11:59:59Z') });
    expect(await redeem(ended.code)).toBe('promo.expired');
    const open = await promo({
      startsAt: new Date('2026-05-01T00:00:00Z'),
      endsAt: new Date('2026-07-01T00:00:00Z'),
    });
    expect(await redeem(open.code)).toBe('ok');
    expect(await balanceOf(organizationId)).toBe(7);
    const counts = await db
      .select({ count: promoCodes.redemptionCount })
      .from(promoCodes)
      .where(eq(promoCodes.id, later.id));
    expect(counts[0]!.count).toBe(0);
  });

  it('keeps a percent code pending on the subscription without granting credits', async () => {
    const code = await promo({ kind: 'percent', credits: null, percentOff: 25 });
    const organizationId = await organization();
    const result = await redeemPromoCode(db, { code: code.code, organizationId, userId: null });
    expect(result).toMatchObject({ credits: null, percentOff: 25 });
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId));
    expect(subscription!.pendingPromoCodeId).toBe(code.id);
    expect(subscription!.balance).toBe(0);
    expect(await pendingPercentOff(db, subscription!)).toEqual({
      promoCodeId: code.id,
      percentOff: 25,
    });
  });
});
