import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { checkoutSessions } from '../../db/schema/billing';
import { fulfilCheckoutSession } from '../../domain/checkout-fulfilment';
import { AppError } from '../../platform/errors';
import type { PaymentProvider } from '../../platform/payments';

// A percent-off code pays for one purchase (docs/decisions/056-checkout-and-promo-codes.md).
// It is cleared only when a purchase is paid, so two checkouts started before either is paid
// would both carry the discount. The newest checkout keeps it: each new discounted checkout
// closes the organization's older open ones that carry the same code, at the provider first.
// Two started at the same moment each see the other; only the older one is closed, by the newer.
// When an older one turns out to be paid already, it is fulfilled (which uses the code up) and
// the new checkout is closed too: its buyer starts again, at the full price.
export async function keepOneDiscountedCheckout(
  db: Db,
  payments: PaymentProvider,
  created: { id: string; organizationId: string; promoCodeId: string },
): Promise<void> {
  const [mine] = await db
    .select({ createdAt: checkoutSessions.createdAt })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, created.id));
  const others = await db
    .select({ id: checkoutSessions.id, createdAt: checkoutSessions.createdAt })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.organizationId, created.organizationId),
        eq(checkoutSessions.promoCodeId, created.promoCodeId),
        eq(checkoutSessions.status, 'open'),
        ne(checkoutSessions.id, created.id),
      ),
    );
  const older = (other: { id: string; createdAt: Date }) =>
    other.createdAt.getTime() < mine!.createdAt.getTime() ||
    (other.createdAt.getTime() === mine!.createdAt.getTime() && other.id < created.id);
  let codeUsed = false;
  for (const other of others.filter(older)) {
    if ((await closeCheckout(db, payments, other.id)) === 'paid') codeUsed = true;
  }
  if (codeUsed) {
    await closeCheckout(db, payments, created.id);
    throw new AppError(
      'checkout.promo_code_used',
      'The promo code was just used by another purchase; start again, at the full price',
      { field: 'pack' },
    );
  }
}

// Closes the provider's payment page and marks the row expired; a session the provider says is
// paid is fulfilled instead.
async function closeCheckout(
  db: Db,
  payments: PaymentProvider,
  sessionId: string,
): Promise<'paid' | 'closed'> {
  const state = await payments.expireCheckout(sessionId).catch(() => {
    throw new AppError(
      'billing.payments_unavailable',
      'The payment provider did not answer; try again later',
    );
  });
  if (state?.paymentStatus === 'paid') {
    await fulfilCheckoutSession(db, payments, sessionId);
    return 'paid';
  }
  await db
    .update(checkoutSessions)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
  return 'closed';
}
