import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { PLAN_TERMS, type PlanId } from '@rehearse/contracts/billing';
import type {
  AdjustmentInput,
  AdjustmentResult,
  AdminSubscription,
  AdminSubscriptionPage,
  AdminSubscriptionsQuery,
  LedgerPage,
  UpdateAdminSubscriptionInput,
} from '@rehearse/contracts/admin-subscriptions';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { creditLedger, subscriptions } from '../../db/schema/billing';
import { organizations } from '../../db/schema/organizations';
import { changedFields, recordAudit, type AuditActor } from '../../domain/audit-log';
import { applyLedgerChange, ensureSubscription } from '../../domain/credit-ledger';
import { notFound } from '../../platform/errors';

// Subscriptions for admins (docs/decisions/057-admin-workspace.md). The `{id}` is the
// organization's: reads never create a subscription (an organization without one is listed on
// its type's plan, with that plan's terms and no credits); the first change creates it with
// ensureSubscription, in the change's transaction. Credits change only through
// applyLedgerChange.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

const defaultPlan = sql<PlanId>`case when ${organizations.organizationType} = 'recruiting' then 'recruiting' else 'candidate-free' end`;
const plan = sql<PlanId>`coalesce(${subscriptions.plan}, ${defaultPlan})`;

const columns = {
  organizationId: organizations.id,
  organizationName: organizations.name,
  subscriptionId: subscriptions.id,
  plan,
  defaultPlan,
  balance: subscriptions.balance,
  reserved: subscriptions.reserved,
  monthlyAllowance: subscriptions.monthlyAllowance,
  seats: subscriptions.seats,
  updatedAt: subscriptions.updatedAt,
};

type Row = {
  organizationId: string;
  organizationName: string;
  subscriptionId: string | null;
  plan: PlanId;
  defaultPlan: PlanId;
  balance: number | null;
  reserved: number | null;
  monthlyAllowance: number | null;
  seats: number | null;
  updatedAt: Date | null;
};

const toAnswer = (row: Row): AdminSubscription => ({
  organization_id: row.organizationId,
  organization_name: row.organizationName,
  subscription_id: row.subscriptionId,
  plan: row.plan,
  balance: row.balance ?? 0,
  reserved: row.reserved ?? 0,
  monthly_allowance: row.monthlyAllowance ?? PLAN_TERMS[row.defaultPlan].monthlyAllowance,
  seats: row.seats ?? PLAN_TERMS[row.defaultPlan].seats,
  updated_at: row.updatedAt?.toISOString() ?? null,
});

export async function listSubscriptions(
  db: Db,
  query: AdminSubscriptionsQuery,
): Promise<AdminSubscriptionPage> {
  const where = and(
    query.search ? ilike(organizations.name, `%${escapeLike(query.search)}%`) : undefined,
    query.plan ? sql`${plan} = ${query.plan}` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(organizations)
      .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
      .where(where)
      .orderBy(organizations.name, organizations.id)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: count() })
      .from(organizations)
      .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
      .where(where),
  ]);
  return {
    subscriptions: rows.map(toAnswer),
    page: query.page,
    page_size: query.page_size,
    total: counted?.total ?? 0,
  };
}

async function readSubscription(db: Db, organizationId: string): Promise<AdminSubscription> {
  const [row] = await db
    .select(columns)
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(idIs(organizations.id, organizationId));
  if (!row) throw notFound('Organization not found');
  return toAnswer(row);
}

export async function listLedger(
  db: Db,
  organizationId: string,
  paging: { page: number; page_size: number },
): Promise<LedgerPage> {
  const subscription = await readSubscription(db, organizationId);
  const empty = { entries: [], page: paging.page, page_size: paging.page_size, total: 0 };
  if (!subscription.subscription_id) return empty;
  const where = eq(creditLedger.subscriptionId, subscription.subscription_id);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(creditLedger)
      .where(where)
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size),
    db.select({ total: count() }).from(creditLedger).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      reserved_change: row.reservedChange,
      reason: row.reason,
      actor_id: row.actorId,
      posting_id: row.postingId,
      candidate_id: row.candidateId,
      created_at: row.createdAt.toISOString(),
    })),
    page: paging.page,
    page_size: paging.page_size,
    total: counted?.total ?? 0,
  };
}

// The organization's subscription row, created on first use, locked for this change.
async function lockSubscription(tx: Db, organizationId: string) {
  await readSubscription(tx, organizationId);
  const { id } = await ensureSubscription(tx, organizationId);
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row!;
}

// Changes the plan, seats or monthly allowance. A new plan brings its own terms unless the
// same call says the seats or allowance.
export async function updateSubscription(
  db: Db,
  admin: AuditActor,
  organizationId: string,
  input: UpdateAdminSubscriptionInput,
): Promise<AdminSubscription> {
  await db.transaction(async (tx) => {
    const before = await lockSubscription(tx, organizationId);
    const planChanged = input.plan !== undefined && input.plan !== before.plan;
    const terms = planChanged ? PLAN_TERMS[input.plan!] : null;
    const next = {
      plan: input.plan ?? before.plan,
      seats: input.seats ?? terms?.seats ?? before.seats,
      monthlyAllowance:
        input.monthly_allowance ?? terms?.monthlyAllowance ?? before.monthlyAllowance,
    };
    const changed = changedFields(
      { plan: before.plan, seats: before.seats, monthly_allowance: before.monthlyAllowance },
      { plan: next.plan, seats: next.seats, monthly_allowance: next.monthlyAllowance },
    );
    if (!changed) return;
    await tx
      .update(subscriptions)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(subscriptions.id, before.id));
    await recordAudit(tx, admin, {
      action: 'subscription.update',
      targetType: 'subscription',
      targetId: before.id,
      organizationId,
      ...changed,
    });
  });
  return readSubscription(db, organizationId);
}

// Adds or takes credits with a reason: one 'adjust' ledger row and its audit entry, in one
// transaction. The client's idempotency key makes a double submit change nothing; taking more
// than the free balance is refused (billing.insufficient_credits, 402).
export async function adjustCredits(
  db: Db,
  admin: AuditActor,
  organizationId: string,
  input: AdjustmentInput,
): Promise<AdjustmentResult> {
  const applied = await db.transaction(async (tx) => {
    const before = await lockSubscription(tx, organizationId);
    const result = await applyLedgerChange(tx, before.id, {
      kind: 'adjust',
      amount: input.amount,
      idempotencyKey: `admin-adjust:${input.idempotency_key}`,
      reason: input.reason,
      actorId: admin.id,
    });
    if (!result.applied) return false;
    await recordAudit(tx, admin, {
      action: 'subscription.adjust',
      targetType: 'subscription',
      targetId: before.id,
      organizationId,
      before: { balance: before.balance },
      after: { balance: result.subscription.balance, amount: input.amount, reason: input.reason },
    });
    return true;
  });
  return { applied, subscription: await readSubscription(db, organizationId) };
}
