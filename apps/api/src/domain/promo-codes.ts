import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import {
  promoCodes,
  promoRedemptions,
  subscriptions,
  type PromoCodeRow,
} from '../db/schema/billing';
import { AppError } from '../platform/errors';
import { applyLedgerChange, ensureSubscription } from './credit-ledger';

// Promo codes (docs/decisions/056-checkout-and-promo-codes.md). A code is matched whatever its
// case. A credits code grants its credits through the ledger at once; a percent code waits on
// the subscription (pending_promo_code_id) for the next checkout, which charges less and clears
// it once paid. The code's row is locked for the whole redemption, so its overall limit and the
// per-organization limit hold however many organizations redeem at once.

// userId: who redeemed (null when no user is at hand, as in a script).
export type RedeemPromoCodeInput = { code: string; organizationId: string; userId: string | null };

export type RedeemedPromoCode = {
  promo: PromoCodeRow;
  // Credits granted now (a credits code); null for a percent code.
  credits: number | null;
  percentOff: number | null;
};

const unknownCode = () =>
  new AppError('promo.not_found', 'No such promo code', { field: 'promo_code' });

export async function redeemPromoCode(
  db: Db,
  input: RedeemPromoCodeInput,
  now = new Date(),
): Promise<RedeemedPromoCode> {
  const code = input.code.trim().toUpperCase();
  if (!code) throw unknownCode();
  return db.transaction(async (tx) => {
    // Codes are stored upper case; upper() also finds one written otherwise.
    const [promo] = await tx
      .select()
      .from(promoCodes)
      .where(sql`upper(${promoCodes.code}) = ${code}`)
      .limit(1)
      .for('update');
    if (!promo || promo.disabledAt) throw unknownCode();
    if (promo.startsAt && promo.startsAt > now) {
      throw new AppError('promo.not_started', 'This promo code cannot be used yet', {
        field: 'promo_code',
        params: { startsAt: promo.startsAt.toISOString() },
      });
    }
    if (promo.endsAt && promo.endsAt <= now) {
      throw new AppError('promo.expired', 'This promo code has expired', { field: 'promo_code' });
    }
    if (promo.maxRedemptions !== null && promo.redemptionCount >= promo.maxRedemptions) {
      throw new AppError('promo.used_up', 'This promo code has been used up', {
        field: 'promo_code',
      });
    }
    const [mine] = await tx
      .select({ n: count() })
      .from(promoRedemptions)
      .where(
        and(
          eq(promoRedemptions.promoCodeId, promo.id),
          eq(promoRedemptions.organizationId, input.organizationId),
        ),
      );
    const before = mine?.n ?? 0;
    if (before >= promo.maxPerOrganization) {
      throw new AppError(
        'promo.already_redeemed',
        'Your organization has already used this promo code',
        { field: 'promo_code' },
      );
    }
    await tx.insert(promoRedemptions).values({
      promoCodeId: promo.id,
      organizationId: input.organizationId,
      userId: input.userId,
    });
    const [updated] = await tx
      .update(promoCodes)
      .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1`, updatedAt: now })
      .where(eq(promoCodes.id, promo.id))
      .returning();
    const subscription = await ensureSubscription(tx, input.organizationId);
    if (promo.kind === 'credits') {
      await applyLedgerChange(tx, subscription.id, {
        kind: 'grant',
        amount: promo.credits!,
        idempotencyKey: `promo:${promo.id}:${input.organizationId}:${before + 1}`,
        reason: `Promo code ${promo.code}`,
        promoCodeId: promo.id,
        actorId: input.userId,
      });
      return { promo: updated!, credits: promo.credits, percentOff: null };
    }
    await tx
      .update(subscriptions)
      .set({ pendingPromoCodeId: promo.id, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    return { promo: updated!, credits: null, percentOff: promo.percentOff };
  });
}

// The percent off the subscription's next purchase, from its pending promo code; null without.
export async function pendingPercentOff(
  db: Db,
  subscription: { pendingPromoCodeId: string | null },
): Promise<{ promoCodeId: string; percentOff: number } | null> {
  if (!subscription.pendingPromoCodeId) return null;
  const [promo] = await db
    .select({ id: promoCodes.id, kind: promoCodes.kind, percentOff: promoCodes.percentOff })
    .from(promoCodes)
    .where(eq(promoCodes.id, subscription.pendingPromoCodeId));
  if (!promo || promo.kind !== 'percent' || promo.percentOff === null) return null;
  return { promoCodeId: promo.id, percentOff: promo.percentOff };
}
