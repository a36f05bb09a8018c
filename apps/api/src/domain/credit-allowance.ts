import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { creditLedger, subscriptions, type SubscriptionRow } from '../db/schema/billing';
import { applyLedgerChange, ensureSubscription } from './credit-ledger';

// A plan's monthly allowance of interview credits (docs/decisions/055-subscriptions-and-credits.md).
// Granted once per calendar month (UTC), lazily: whenever the subscription is read or a credit
// is reserved, and when it is created. Unused allowance does not roll over: the grant of a new
// period first expires what is left of the last one. Purchased and promo credits never expire.

// The first instant of `now`'s calendar month, UTC.
export function periodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

// "2026-11": a period's name in ledger keys and answers.
export function periodName(start: Date): string {
  return start.toISOString().slice(0, 7);
}

export function nextPeriodStart(start: Date): Date {
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

export const allowanceKey = (subscriptionId: string, start: Date) =>
  `allowance:${subscriptionId}:${periodName(start)}`;
const expiryKey = (subscriptionId: string, start: Date) =>
  `allowance-expiry:${subscriptionId}:${periodName(start)}`;

// The unused part of the allowance of the period starting at `start`, as the rollover sees it.
// The allowance is spent first: "spent" is the net of the reservations and releases made
// within the period (captures move nothing out of the balance; grants, purchases, promo codes,
// refunds and adjustments are not spending). Unused = the period's grant less what was spent,
// never below zero, never above the grant, and never more than the free balance left.
async function unusedAllowance(db: Db, subscription: SubscriptionRow, start: Date) {
  const [grant] = await db
    .select({ amount: creditLedger.amount })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, allowanceKey(subscription.id, start)));
  if (!grant) return 0;
  const [spending] = await db
    .select({ net: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.subscriptionId, subscription.id),
        inArray(creditLedger.kind, ['reserve', 'release']),
        gte(creditLedger.createdAt, start),
        lt(creditLedger.createdAt, nextPeriodStart(start)),
      ),
    );
  const spent = Math.max(0, -spending!.net);
  return Math.max(0, Math.min(grant.amount - spent, subscription.balance));
}

// Brings the subscription's allowance up to `now`'s period: expires the unused part of the last
// period granted, then grants this one. Under the subscription's row lock (so two callers at
// the turn of a month grant once); the ledger keys make a replay change nothing either way.
// Answers the subscription as it now is.
export async function grantMonthlyAllowance(
  db: Db,
  subscription: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRow> {
  const current = periodStart(now);
  if (subscription.monthlyAllowance <= 0) return subscription;
  if (subscription.allowancePeriod && subscription.allowancePeriod >= current) return subscription;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id))
      .for('update');
    if (!locked) return subscription;
    if (locked.allowancePeriod && locked.allowancePeriod >= current) return locked;
    if (locked.allowancePeriod) {
      const unused = await unusedAllowance(tx, locked, locked.allowancePeriod);
      if (unused > 0) {
        await applyLedgerChange(tx, locked.id, {
          kind: 'expire',
          amount: -unused,
          idempotencyKey: expiryKey(locked.id, locked.allowancePeriod),
          reason: `Unused allowance of ${periodName(locked.allowancePeriod)}`,
          at: now,
        });
      }
    }
    await applyLedgerChange(tx, locked.id, {
      kind: 'grant',
      amount: locked.monthlyAllowance,
      idempotencyKey: allowanceKey(locked.id, current),
      reason: `Monthly allowance for ${periodName(current)}`,
      at: now,
    });
    const [updated] = await tx
      .update(subscriptions)
      .set({ allowancePeriod: current, updatedAt: now })
      .where(eq(subscriptions.id, locked.id))
      .returning();
    return updated!;
  });
}

// The organization's subscription with this month's allowance granted: what every reader and
// every reservation starts from.
export async function currentSubscription(
  db: Db,
  organizationId: string,
  now: Date,
): Promise<SubscriptionRow> {
  return grantMonthlyAllowance(db, await ensureSubscription(db, organizationId), now);
}
