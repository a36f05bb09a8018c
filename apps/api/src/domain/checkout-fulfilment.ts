import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { checkoutSessions, subscriptions } from '../db/schema/billing';
import { AppError, notFound } from '../platform/errors';
import type { PaymentProvider } from '../platform/payments';
import { applyLedgerChange, ensureSubscription } from './credit-ledger';

// Fulfilment of a bought credit pack (docs/decisions/056-checkout-and-promo-codes.md): the one
// place that turns a paid checkout session into credits, called by the provider's webhook and
// by the success page's confirmation (PATCH /api/subscriptions/0), in either order, any number
// of times. It asks the provider whether the session is paid (never trusting the caller), locks
// the session's row, grants once (ledger key `checkout:<session id>`), marks the row paid and
// clears the percent-off promo code the purchase used.

export type FulfilmentResult = {
  sessionId: string;
  organizationId: string;
  // paid: the credits are granted (now or before); pending: the provider has not taken the
  // payment yet (its webhook fulfils later).
  status: 'paid' | 'pending';
  credits: number;
  // True only for the call that granted.
  granted: boolean;
};

export async function fulfilCheckoutSession(
  db: Db,
  payments: PaymentProvider,
  sessionId: string,
  options: { organizationId?: string } = {},
): Promise<FulfilmentResult | null> {
  const missing = () => notFound('No such checkout session', 'session_id');
  const [known] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId));
  // Another organization's session answers like a missing one.
  if (!known || (options.organizationId && known.organizationId !== options.organizationId)) {
    if (options.organizationId) throw missing();
    return null;
  }
  const result = (status: 'paid' | 'pending', granted = false): FulfilmentResult => ({
    sessionId,
    organizationId: known.organizationId,
    status,
    credits: known.credits,
    granted,
  });
  if (known.status === 'paid') return result('paid');

  // The provider unreachable or refusing: 503, and the webhook's sender tries again later.
  const provider = await payments.retrieveCheckout(sessionId).catch(() => {
    throw new AppError(
      'billing.payments_unavailable',
      'The payment provider did not answer; try again later',
    );
  });
  if (!provider) {
    if (options.organizationId) throw missing();
    return null;
  }
  // The provider's own record must be this organization's purchase and be paid.
  if (provider.metadata.organization_id !== known.organizationId) {
    if (options.organizationId) throw missing();
    return null;
  }
  if (provider.paymentStatus !== 'paid') return result('pending');

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
      .for('update');
    if (!row) throw missing();
    if (row.status === 'paid') return result('paid');
    const subscription = await ensureSubscription(tx, row.organizationId);
    const { applied } = await applyLedgerChange(tx, subscription.id, {
      kind: 'grant',
      amount: row.credits,
      idempotencyKey: `checkout:${row.id}`,
      reason: `Bought ${row.credits} credits (${row.pack})`,
      checkoutSessionId: row.id,
      actorId: row.userId,
    });
    const now = new Date();
    await tx
      .update(checkoutSessions)
      .set({ status: 'paid', fulfilledAt: now, updatedAt: now })
      .where(eq(checkoutSessions.id, row.id));
    if (row.promoCodeId) {
      // Only the code this purchase used: one redeemed since stays for the next purchase.
      await tx
        .update(subscriptions)
        .set({ pendingPromoCodeId: null, updatedAt: now })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            eq(subscriptions.pendingPromoCodeId, row.promoCodeId),
          ),
        );
    }
    return result('paid', applied);
  });
}
