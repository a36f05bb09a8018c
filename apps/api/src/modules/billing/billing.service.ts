import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type {
  BillingLedger,
  BillingLedgerQuery,
  BillingSummary,
  BillingUsage,
  BillingUsageQuery,
} from '@rehearse/contracts/billing';
import type { Db } from '../../db/db';
import { creditLedger, type SubscriptionRow } from '../../db/schema/billing';
import { organizations } from '../../db/schema/organizations';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import {
  currentSubscription,
  nextPeriodStart,
  periodName,
  periodStart,
} from '../../domain/credit-allowance';
import { EDITORS, requireOrganizationRole } from '../../domain/organization-access';
import type { ServiceContext } from '../../platform/services';

// Billing for recruiters (docs/decisions/055-subscriptions-and-credits.md): the plan and the
// credits, the ledger's history and the usage chart. Owners and recruiters read them (they
// spend the credits); reviewers do not (403 organization.role_forbidden). A candidate reads the
// summary of their own organization's free plan.

export type Actor = Pick<ServiceContext, 'user' | 'now'>;

// The caller's organization and role: a recruiting organization's owner or recruiter, or
// (`candidates: true`) a candidate's own organization, with no role.
async function billingOrganization(
  db: Db,
  user: { id: string },
  options: { candidates: boolean },
): Promise<{ organizationId: string; role: 'owner' | 'recruiter' | 'reviewer' | null }> {
  if (options.candidates) {
    const [row] = await db
      .select({ organizationId: users.organizationId, type: organizations.organizationType })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.id, user.id));
    if (row && row.type !== 'recruiting')
      return { organizationId: row.organizationId!, role: null };
  }
  const membership = await requireOrganizationRole(db, user, EDITORS);
  return { organizationId: membership.organizationId, role: membership.role };
}

export async function billingSummary(db: Db, ctx: ServiceContext): Promise<BillingSummary> {
  const { organizationId, role } = await billingOrganization(db, ctx.user, { candidates: true });
  const now = ctx.now();
  const subscription: SubscriptionRow = await currentSubscription(db, organizationId, now);
  const [seats] = await db
    .select({ used: count() })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  const start = periodStart(now);
  return {
    plan: subscription.plan,
    balance: subscription.balance,
    reserved: subscription.reserved,
    monthly_allowance: subscription.monthlyAllowance,
    period: {
      name: periodName(start),
      starts_at: start.toISOString(),
      ends_at: nextPeriodStart(start).toISOString(),
    },
    seats: { used: seats!.used, total: subscription.seats },
    // A candidate's free plan has nothing to buy.
    purchasing_available: ctx.payments !== undefined && role !== null,
    role,
  };
}

export async function billingLedger(
  db: Db,
  ctx: Actor,
  query: BillingLedgerQuery,
): Promise<BillingLedger> {
  const { organizationId } = await billingOrganization(db, ctx.user, { candidates: false });
  const subscription = await currentSubscription(db, organizationId, ctx.now());
  const mine = eq(creditLedger.subscriptionId, subscription.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: creditLedger.id,
        kind: creditLedger.kind,
        amount: creditLedger.amount,
        reservedChange: creditLedger.reservedChange,
        reason: creditLedger.reason,
        postingId: creditLedger.postingId,
        postingTitle: postings.title,
        candidateId: creditLedger.candidateId,
        candidateName: postingCandidates.name,
        actorName: users.name,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .leftJoin(postings, eq(postings.id, creditLedger.postingId))
      .leftJoin(postingCandidates, eq(postingCandidates.id, creditLedger.candidateId))
      .leftJoin(users, eq(users.id, creditLedger.actorId))
      .where(mine)
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(creditLedger).where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      reserved_change: row.reservedChange,
      reason: row.reason,
      posting_id: row.postingId,
      posting_title: row.postingTitle,
      candidate_id: row.candidateId,
      candidate_name: row.candidateName,
      actor_name: row.actorName,
      created_at: row.createdAt.toISOString(),
    })),
    total: total!.n,
    page: query.page,
    page_size: query.page_size,
  };
}

const counted = (kind: 'reserve' | 'capture' | 'release') =>
  sql<number>`count(*) filter (where ${creditLedger.kind} = ${kind})::int`;

export async function billingUsage(
  db: Db,
  ctx: Actor,
  query: BillingUsageQuery,
): Promise<BillingUsage> {
  const { organizationId } = await billingOrganization(db, ctx.user, { candidates: false });
  const now = ctx.now();
  const subscription = await currentSubscription(db, organizationId, now);
  const current = periodStart(now);
  const from = new Date(
    Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - (query.months - 1), 1),
  );
  const inWindow = and(
    eq(creditLedger.subscriptionId, subscription.id),
    inArray(creditLedger.kind, ['reserve', 'capture', 'release']),
    gte(creditLedger.createdAt, from),
  );
  const month = sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const [perMonth, perPosting] = await Promise.all([
    db
      .select({
        month,
        reserved: counted('reserve'),
        captured: counted('capture'),
        released: counted('release'),
      })
      .from(creditLedger)
      .where(inWindow)
      .groupBy(month),
    db
      .select({
        postingId: postings.id,
        title: postings.title,
        reserved: counted('reserve'),
        captured: counted('capture'),
        released: counted('release'),
      })
      .from(creditLedger)
      .innerJoin(postings, eq(postings.id, creditLedger.postingId))
      .where(inWindow)
      .groupBy(postings.id, postings.title)
      .orderBy(desc(counted('reserve')), postings.title),
  ]);
  const ids = perPosting.map((row) => row.postingId);
  // What each posting's pending invitations hold now, whenever they reserved.
  const held =
    ids.length === 0
      ? []
      : await db
          .select({
            postingId: creditLedger.postingId,
            held: sql<number>`coalesce(sum(${creditLedger.reservedChange}), 0)::int`,
          })
          .from(creditLedger)
          .where(
            and(
              eq(creditLedger.subscriptionId, subscription.id),
              inArray(creditLedger.postingId, ids),
            ),
          )
          .groupBy(creditLedger.postingId);
  const heldBy = new Map(held.map((row) => [row.postingId, row.held]));
  const byMonth = new Map(perMonth.map((row) => [row.month, row]));
  const months = Array.from({ length: query.months }, (_, i) => {
    const name = periodName(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)));
    const row = byMonth.get(name);
    return {
      month: name,
      reserved: row?.reserved ?? 0,
      captured: row?.captured ?? 0,
      released: row?.released ?? 0,
    };
  });
  return {
    months,
    postings: perPosting.map((row) => ({
      posting_id: row.postingId,
      title: row.title,
      reserved: row.reserved,
      captured: row.captured,
      released: row.released,
      held: heldBy.get(row.postingId) ?? 0,
    })),
  };
}
