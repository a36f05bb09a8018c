import { and, eq, sql } from 'drizzle-orm';
import { PLAN_TERMS, type LedgerKind } from '@rehearse/contracts/billing';
import type { Db } from '../db/db';
import { creditLedger, subscriptions, type SubscriptionRow } from '../db/schema/billing';
import { organizations } from '../db/schema/organizations';
import { AppError } from '../platform/errors';

// The credit ledger (docs/decisions/055-subscriptions-and-credits.md). A subscription's
// `balance` (credits free to spend) and `reserved` (held by pending invitations) change only
// here, in the transaction that appends the ledger row saying why, under the subscription's
// row lock, so concurrent changes queue and a limit cannot be raced past. Each row's
// idempotency key is unique: applying the same change again finds the key taken and changes
// nothing.

export type LedgerChange = {
  kind: LedgerKind;
  // The change of the free balance and of the reserved credits (reserve: -1 and +1; capture:
  // 0 and -1; release: +1 and -1; grant and refund: +n; expire: -n; adjust: either sign).
  amount: number;
  reservedChange?: number;
  idempotencyKey: string;
  reason?: string | null;
  postingId?: string | null;
  candidateId?: string | null;
  checkoutSessionId?: string | null;
  promoCodeId?: string | null;
  actorId?: string | null;
  // When the change happened: the service's clock (so a period's rows fall in its month), or a
  // past time for demo history. Now by default.
  at?: Date;
};

export type LedgerResult = {
  // False when the key was applied before: nothing changed this time.
  applied: boolean;
  subscription: SubscriptionRow;
};

// The organization's subscription, created on first use with its plan's terms (recruiting
// organizations on the recruiting plan, a candidate's own on the free plan). Safe to call
// concurrently: the unique organization id lets one insert win.
export async function ensureSubscription(db: Db, organizationId: string): Promise<SubscriptionRow> {
  const [existing] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId));
  if (existing) return existing;
  const [organization] = await db
    .select({ type: organizations.organizationType })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new AppError('request.not_found', 'No such organization');
  const plan = organization.type === 'recruiting' ? 'recruiting' : 'candidate-free';
  await db
    .insert(subscriptions)
    .values({
      organizationId,
      plan,
      monthlyAllowance: PLAN_TERMS[plan].monthlyAllowance,
      seats: PLAN_TERMS[plan].seats,
    })
    .onConflictDoNothing({ target: subscriptions.organizationId });
  const [created] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId));
  return created!;
}

// Appends one change to a subscription's ledger and applies it to the balance, in one
// transaction (a savepoint when the caller is already in one). A change that would take the
// balance or the reserved credits below zero is refused with billing.insufficient_credits
// (402), naming the balance; nothing is written.
export async function applyLedgerChange(
  db: Db,
  subscriptionId: string,
  change: LedgerChange,
): Promise<LedgerResult> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    if (!subscription) throw new AppError('request.not_found', 'No such subscription');
    const [replayed] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, change.idempotencyKey));
    if (replayed) return { applied: false, subscription };
    const reservedChange = change.reservedChange ?? 0;
    const balance = subscription.balance + change.amount;
    const reserved = subscription.reserved + reservedChange;
    if (balance < 0 || reserved < 0) {
      throw new AppError(
        'billing.insufficient_credits',
        `Not enough interview credits: the balance is ${subscription.balance} (${subscription.reserved} reserved)`,
        { params: { balance: subscription.balance, reserved: subscription.reserved } },
      );
    }
    await tx.insert(creditLedger).values({
      subscriptionId,
      kind: change.kind,
      amount: change.amount,
      reservedChange,
      idempotencyKey: change.idempotencyKey,
      reason: change.reason ?? null,
      postingId: change.postingId ?? null,
      candidateId: change.candidateId ?? null,
      checkoutSessionId: change.checkoutSessionId ?? null,
      promoCodeId: change.promoCodeId ?? null,
      actorId: change.actorId ?? null,
      ...(change.at && { createdAt: change.at }),
    });
    const [updated] = await tx
      .update(subscriptions)
      .set({ balance, reserved, updatedAt: new Date() })
      .where(eq(subscriptions.id, subscriptionId))
      .returning();
    return { applied: true, subscription: updated! };
  });
}

// The invariant: a subscription's balance and reserved credits are the sums of its ledger.
// Answers the subscriptions where they are not (none, unless something wrote around this file).
export async function ledgerMismatches(db: Db, subscriptionId?: string) {
  const sums = db
    .select({
      subscriptionId: creditLedger.subscriptionId,
      amount: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int`.as('ledger_amount'),
      reserved: sql<number>`coalesce(sum(${creditLedger.reservedChange}), 0)::int`.as(
        'ledger_reserved',
      ),
    })
    .from(creditLedger)
    .groupBy(creditLedger.subscriptionId)
    .as('sums');
  return db
    .select({
      id: subscriptions.id,
      balance: subscriptions.balance,
      reserved: subscriptions.reserved,
      ledgerBalance: sql<number>`coalesce(${sums.amount}, 0)`.mapWith(Number),
      ledgerReserved: sql<number>`coalesce(${sums.reserved}, 0)`.mapWith(Number),
    })
    .from(subscriptions)
    .leftJoin(sums, eq(sums.subscriptionId, subscriptions.id))
    .where(
      and(
        subscriptionId ? eq(subscriptions.id, subscriptionId) : undefined,
        sql`(${subscriptions.balance} <> coalesce(${sums.amount}, 0) or ${subscriptions.reserved} <> coalesce(${sums.reserved}, 0))`,
      ),
    );
}
