import { and, count, desc, eq } from 'drizzle-orm';
import {
  CREDIT_PACKS,
  type CheckoutSession,
  type CreateCheckoutSessionInput,
  type CreditPacksResponse,
  type Purchases,
  type PurchasesQuery,
} from '@rehearse/contracts/billing';
import type { Db } from '../../db/db';
import { checkoutSessions, paymentEvents } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { fulfilCheckoutSession } from '../../domain/checkout-fulfilment';
import { ensureSubscription } from '../../domain/credit-ledger';
import { EDITORS, requireOrganizationRole } from '../../domain/organization-access';
import { pendingPercentOff } from '../../domain/promo-codes';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { PaymentSignatureError, type PaymentProvider } from '../../platform/payments';
import type { AppServices, ServiceContext } from '../../platform/services';
import { keepOneDiscountedCheckout } from './one-discounted-checkout';

// Buying credit packs through the payment provider (docs/decisions/056-checkout-and-promo-codes.md):
// a checkout session per purchase, and the provider's webhook that fulfils it.

// Stripe refuses a card charge below 50 cents (USD): a deep discount stops there.
const MINIMUM_CHARGE_CENTS = 50;
// The events that mean a session may now be paid (a card at once; a delayed method later).
const FULFILLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
// The buyer left the payment page until it timed out (Stripe: 24 hours by default).
const EXPIRING_EVENT = 'checkout.session.expired';

function requirePayments(services: Pick<AppServices, 'payments'>): PaymentProvider {
  if (!services.payments) {
    throw new AppError('billing.payments_unavailable', 'Purchasing is not set up on this server');
  }
  return services.payments;
}

export function listCreditPacks(services: Pick<AppServices, 'payments'>): CreditPacksResponse {
  return { packs: [...CREDIT_PACKS], purchasing_available: services.payments !== undefined };
}

// GET /api/checkout/sessions: the organization's purchases, newest first, for owners and
// recruiters (the same people who buy).
export async function listPurchases(
  db: Db,
  ctx: Pick<ServiceContext, 'user'>,
  query: PurchasesQuery,
): Promise<Purchases> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, EDITORS);
  const mine = eq(checkoutSessions.organizationId, organizationId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ session: checkoutSessions, buyer: users.name })
      .from(checkoutSessions)
      .leftJoin(users, eq(users.id, checkoutSessions.userId))
      .where(mine)
      .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(checkoutSessions).where(mine),
  ]);
  return {
    items: rows.map(({ session, buyer }) => ({
      id: session.id,
      pack: session.pack,
      credits: session.credits,
      amount_cents: session.amountCents,
      currency: session.currency,
      percent_off: session.percentOff,
      status: session.status,
      bought_by: buyer,
      created_at: session.createdAt.toISOString(),
      paid_at: session.fulfilledAt?.toISOString() ?? null,
    })),
    total: total!.n,
    page: query.page,
    page_size: query.page_size,
  };
}

export const discountedCents = (amountCents: number, percentOff: number) =>
  Math.max(MINIMUM_CHARGE_CENTS, Math.round((amountCents * (100 - percentOff)) / 100));

// POST /api/checkout/sessions: owners and recruiters start buying a pack. A pending percent-off
// code lowers the price; it is cleared only when the purchase is paid, and only the newest open
// checkout carries it (one-discounted-checkout.ts).
export async function createCheckoutSession(
  db: Db,
  ctx: ServiceContext,
  site: { publicUrl: string; logger: Logger },
  input: CreateCheckoutSessionInput,
): Promise<CheckoutSession> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  const payments = requirePayments(ctx);
  const pack = CREDIT_PACKS.find((p) => p.id === input.pack)!;
  const subscription = await ensureSubscription(db, membership.organizationId);
  const promo = await pendingPercentOff(db, subscription);
  const amountCents = promo
    ? discountedCents(pack.amount_cents, promo.percentOff)
    : pack.amount_cents;
  const billingPage = `${site.publicUrl}/recruiter/billing`;
  const checkout = await payments
    .createCheckout({
      productName: `${pack.credits} interview credits`,
      amountCents,
      currency: pack.currency,
      metadata: { organization_id: membership.organizationId, pack: pack.id },
      // Stripe fills in {CHECKOUT_SESSION_ID}.
      successUrl: `${billingPage}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${billingPage}?checkout=cancelled`,
    })
    .catch((err: unknown) => {
      site.logger.error('payment provider refused a checkout', {
        error: err instanceof Error ? err.message : String(err),
      });
      throw new AppError(
        'billing.payments_unavailable',
        'The payment provider did not take the purchase; try again later',
      );
    });
  if (!checkout.url) {
    throw new AppError('billing.payments_unavailable', 'The payment provider gave no payment page');
  }
  await db.insert(checkoutSessions).values({
    id: checkout.id,
    organizationId: membership.organizationId,
    userId: ctx.user.id,
    pack: pack.id,
    credits: pack.credits,
    amountCents,
    currency: pack.currency,
    promoCodeId: promo?.promoCodeId ?? null,
    percentOff: promo?.percentOff ?? null,
  });
  if (promo) {
    await keepOneDiscountedCheckout(db, payments, {
      id: checkout.id,
      organizationId: membership.organizationId,
      promoCodeId: promo.promoCodeId,
    });
  }
  return {
    id: checkout.id,
    url: checkout.url,
    amount_cents: amountCents,
    currency: pack.currency,
    percent_off: promo?.percentOff ?? null,
  };
}

export type WebhookOutcome = {
  received: true;
  // What became of the event: fulfilled (credits granted now or before), pending (not paid
  // yet), duplicate (this event id was handled before), ignored (another type, or a session
  // this server does not know).
  outcome: 'fulfilled' | 'pending' | 'expired' | 'duplicate' | 'ignored';
};

// POST /api/checkout/webhook: the provider's signed notification. Fulfilment is idempotent on
// its own; the event id is recorded too, so a replayed event does not even ask the provider.
export async function handlePaymentWebhook(
  db: Db,
  services: Pick<AppServices, 'payments'>,
  request: { rawBody: string; signature: string | undefined; logger: Logger },
): Promise<WebhookOutcome> {
  const payments = requirePayments(services);
  const event = await payments.verifyWebhook(request.rawBody, request.signature).catch((err) => {
    if (err instanceof PaymentSignatureError) {
      throw new AppError('checkout.invalid_signature', 'The webhook signature is not valid', {
        field: 'stripe-signature',
      });
    }
    throw err;
  });
  const expiring = event.type === EXPIRING_EVENT;
  if ((!FULFILLING_EVENTS.has(event.type) && !expiring) || !event.sessionId) {
    return { received: true, outcome: 'ignored' };
  }
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return { received: true, outcome: 'duplicate' };
  const outcome = expiring
    ? await expireCheckoutSession(db, payments, event.sessionId)
    : await fulfilCheckoutSession(db, payments, event.sessionId).then((result) =>
        result ? (result.status === 'paid' ? 'fulfilled' : 'pending') : null,
      );
  if (!outcome) {
    request.logger.warn('payment webhook for an unknown checkout session', {
      eventId: event.id,
      type: event.type,
      sessionId: event.sessionId,
    });
    return { received: true, outcome: 'ignored' };
  }
  // Recorded once handled: an event that failed half-way is retried by the provider.
  await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: paymentEvents.id });
  return { received: true, outcome };
}

// An abandoned purchase: the session is marked expired so Billing stops showing it as awaiting
// payment. The provider is asked (an event is never trusted on its own), and only an open row
// changes: a session paid meanwhile stays paid. The percent-off code it would have used stays
// pending for the next purchase (it is cleared only by a paid one).
async function expireCheckoutSession(
  db: Db,
  payments: PaymentProvider,
  sessionId: string,
): Promise<'expired' | 'fulfilled' | null> {
  const [known] = await db
    .select({ organizationId: checkoutSessions.organizationId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId));
  if (!known) return null;
  const provider = await payments.retrieveCheckout(sessionId).catch(() => {
    throw new AppError(
      'billing.payments_unavailable',
      'The payment provider did not answer; try again later',
    );
  });
  if (!provider || provider.metadata.organization_id !== known.organizationId) return null;
  if (provider.paymentStatus === 'paid') {
    // Paid after all (a late delayed payment): fulfil instead.
    await fulfilCheckoutSession(db, payments, sessionId);
    return 'fulfilled';
  }
  if (provider.status !== 'expired') return null;
  const now = new Date();
  await db
    .update(checkoutSessions)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
  return 'expired';
}
