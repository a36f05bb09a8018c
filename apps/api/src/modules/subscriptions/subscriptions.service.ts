import { and, eq } from 'drizzle-orm';
import type {
  SaveSubscriptionInput,
  Subscription,
  SubscriptionCheckoutResult,
  SubscriptionPromoResult,
  UpdateSubscriptionInput,
} from '@rehearse/contracts/subscriptions';
import { idIs } from '../../db/ids';
import type { Db } from '../../db/db';
import { subscriptions, type SubscriptionRow } from '../../db/schema/billing';
import { fulfilCheckoutSession } from '../../domain/checkout-fulfilment';
import { currentSubscription } from '../../domain/credit-allowance';
import { EDITORS, requireOrganizationRole } from '../../domain/organization-access';
import { pendingPercentOff, redeemPromoCode } from '../../domain/promo-codes';
import { AppError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';

// The subscription calls the web app makes after sign-in (core-product spec §4;
// docs/decisions/056-checkout-and-promo-codes.md): load the caller's organization's
// subscription, confirm a purchase from the provider's success page, redeem a promo code.

// The id that means "the caller's current subscription" (the spec's "subscription (id 0)").
const CURRENT = '0';

const paymentsUnavailable = () =>
  new AppError('billing.payments_unavailable', 'Purchasing is not set up on this server');

async function toSubscription(
  db: Db,
  ctx: ServiceContext,
  row: SubscriptionRow,
): Promise<Subscription> {
  const pending = await pendingPercentOff(db, row);
  return {
    id: row.id,
    organization_id: row.organizationId,
    plan: row.plan,
    balance: row.balance,
    reserved: row.reserved,
    monthly_allowance: row.monthlyAllowance,
    seats: row.seats,
    pending_percent_off: pending?.percentOff ?? null,
    purchasing_available: ctx.payments !== undefined,
    updated_at: row.updatedAt.toISOString(),
  };
}

function callerOrganization(ctx: ServiceContext): string {
  if (!ctx.user.organizationId) throw notFound('You have no organization, so no subscription');
  return ctx.user.organizationId;
}

// The body names a user: it must be the caller.
function requireOwnUserId(ctx: ServiceContext, userId: string) {
  if (userId !== ctx.user.id) {
    throw new AppError('subscription.user_mismatch', 'user_id must be your own id', {
      field: 'user_id',
    });
  }
}

export async function getCurrentSubscription(db: Db, ctx: ServiceContext): Promise<Subscription> {
  return toSubscription(db, ctx, await currentSubscription(db, callerOrganization(ctx), ctx.now()));
}

// PATCH /api/subscriptions/{id}: confirms a checkout the success page came back with. Credits
// are granted only when the provider says the session is paid; the webhook may have done it
// already, and then nothing changes.
export async function updateSubscription(
  db: Db,
  ctx: ServiceContext,
  id: string,
  input: UpdateSubscriptionInput,
): Promise<SubscriptionCheckoutResult> {
  requireOwnUserId(ctx, input.user_id);
  const organizationId = callerOrganization(ctx);
  const current = await currentSubscription(db, organizationId, ctx.now());
  if (id !== CURRENT) {
    const [own] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(idIs(subscriptions.id, id), eq(subscriptions.organizationId, organizationId)));
    if (!own) throw notFound('No such subscription');
  }
  if (!ctx.payments) throw paymentsUnavailable();
  const outcome = await fulfilCheckoutSession(db, ctx.payments, input.session_id, {
    organizationId,
  });
  // With organizationId given, an unknown session throws rather than answering null.
  if (!outcome) throw notFound('No such checkout session', 'session_id');
  const [reloaded] = await db.select().from(subscriptions).where(eq(subscriptions.id, current.id));
  return {
    subscription: await toSubscription(db, ctx, reloaded ?? current),
    checkout: { session_id: outcome.sessionId, status: outcome.status, credits: outcome.credits },
  };
}

// POST /api/subscriptions: redeems a promo code for the caller's recruiting organization
// (owners and recruiters: the credits are for inviting candidates).
export async function saveSubscription(
  db: Db,
  ctx: ServiceContext,
  input: SaveSubscriptionInput,
): Promise<SubscriptionPromoResult> {
  requireOwnUserId(ctx, input.user_id);
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  const redeemed = await redeemPromoCode(
    db,
    { code: input.promo_code, organizationId: membership.organizationId, userId: ctx.user.id },
    ctx.now(),
  );
  const subscription = await currentSubscription(db, membership.organizationId, ctx.now());
  return {
    subscription: await toSubscription(db, ctx, subscription),
    promo: {
      code: redeemed.promo.code,
      kind: redeemed.promo.kind,
      credits: redeemed.credits,
      percent_off: redeemed.percentOff,
    },
  };
}
