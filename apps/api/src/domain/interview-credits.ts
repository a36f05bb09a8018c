import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { selectRows } from '../db/rows';
import { creditLedger, subscriptions } from '../db/schema/billing';
import { postingCandidates } from '../db/schema/posting-candidates';
import { AppError } from '../platform/errors';
import { currentSubscription } from './credit-allowance';
import { applyLedgerChange } from './credit-ledger';

// One credit per one-way interview (docs/decisions/055-subscriptions-and-credits.md): an
// invitation reserves one credit of the posting's organization, in the transaction that creates
// the candidate; the candidate finishing captures it; an invitation that ends unanswered
// (expired, revoked, withdrawn, closed out) releases it. Each reservation is a cycle of the
// candidate's: cycle 1 at the invitation, one more each time an extension reopens an expired
// candidate. Every ledger key names the candidate and its cycle, so a replay changes nothing.
// Callers hold the candidate's row lock (they create, update or lock it in their transaction),
// so reading the candidate's ledger and then changing it cannot interleave with another change.

export type CreditSettlement = 'capture' | 'release';

const keyOf = (candidateId: string, cycle: number, kind: 'reserve' | CreditSettlement) =>
  `interview:${candidateId}:${cycle}:${kind}`;

type CandidateRef = {
  id: string;
  organizationId: string;
  postingId: string;
};

// The candidate's reservation cycles so far and whether one is held (reserved, neither
// captured nor released), from the ledger. Looked up through the posting's index.
async function reservationOf(db: Db, candidate: CandidateRef) {
  const [row] = await db
    .select({
      cycles: sql<number>`count(*) filter (where ${creditLedger.kind} = 'reserve')::int`,
      held: sql<number>`coalesce(sum(${creditLedger.reservedChange}), 0)::int`,
      subscriptionId: sql<string | null>`max(${creditLedger.subscriptionId}::text)`,
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.postingId, candidate.postingId),
        eq(creditLedger.candidateId, candidate.id),
      ),
    );
  return { cycles: row?.cycles ?? 0, held: row?.held ?? 0, subscriptionId: row?.subscriptionId };
}

// Reserves one credit for the candidate's next cycle (1 for a new candidate). Throws
// billing.insufficient_credits (402, with the balance) when none is free; the caller's
// transaction then writes nothing. `fresh`: the candidate was just created, so it is cycle 1
// and no ledger read is needed (a CSV import of a thousand rows saves a query per row).
export async function reserveInterviewCredit(
  db: Db,
  candidate: CandidateRef,
  options: { actorId: string | null; now: Date; fresh?: boolean; subscriptionId?: string },
): Promise<void> {
  let cycle = 1;
  if (!options.fresh) {
    const current = await reservationOf(db, candidate);
    if (current.held > 0) return;
    cycle = current.cycles + 1;
  }
  const subscriptionId =
    options.subscriptionId ??
    (await currentSubscription(db, candidate.organizationId, options.now)).id;
  await applyLedgerChange(db, subscriptionId, {
    kind: 'reserve',
    amount: -1,
    reservedChange: 1,
    idempotencyKey: keyOf(candidate.id, cycle, 'reserve'),
    postingId: candidate.postingId,
    candidateId: candidate.id,
    actorId: options.actorId,
    at: options.now,
  });
}

// Captures (the candidate finished) or releases (the invitation ended unanswered) the credit
// the candidate holds; nothing when they hold none (invited before credits existed, or settled
// already). Answers whether a ledger row was written.
export async function settleInterviewCredit(
  db: Db,
  candidate: CandidateRef,
  settlement: CreditSettlement,
  options: { actorId?: string | null; now: Date; reason?: string },
): Promise<boolean> {
  const current = await reservationOf(db, candidate);
  if (current.held <= 0 || !current.subscriptionId) return false;
  const { applied } = await applyLedgerChange(db, current.subscriptionId, {
    kind: settlement,
    amount: settlement === 'release' ? 1 : 0,
    reservedChange: -1,
    idempotencyKey: keyOf(candidate.id, current.cycles, settlement),
    reason: options.reason ?? null,
    postingId: candidate.postingId,
    candidateId: candidate.id,
    actorId: options.actorId ?? null,
    at: options.now,
  });
  return applied;
}

// Locks the organization's subscription (with this month's allowance granted) for a batch of
// reservations and refuses up front, with billing.import_exceeds_balance (402: balance and
// needed), when fewer credits are free than the batch needs. Held until the caller's
// transaction ends, so no other invitation takes a credit the batch counted on.
export async function lockCreditsFor(
  db: Db,
  organizationId: string,
  needed: number,
  now: Date,
): Promise<string> {
  const subscription = await currentSubscription(db, organizationId, now);
  const [locked] = await db
    .select({ id: subscriptions.id, balance: subscriptions.balance })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscription.id))
    .for('update');
  if (locked!.balance < needed) {
    throw new AppError(
      'billing.import_exceeds_balance',
      `This file would invite ${needed} candidates but only ${locked!.balance} interview credits are free`,
      { params: { balance: locked!.balance, needed } },
    );
  }
  return locked!.id;
}

// Stages in which a candidate can no longer take the interview.
const SETTLED_STAGES = [
  'completed',
  'in_review',
  'shortlisted',
  'rejected',
  'hired',
  'expired',
  'withdrawn',
];

// The crash-safe net under the releases and captures above: every candidate whose interview is
// over but who still holds a reservation is settled, a candidate who finished by a capture,
// any other (expired, revoked, withdrawn, closed out unanswered) by a release. Each candidate
// under its own row lock, skipping rows another transaction holds (the next run takes them);
// the ledger keys make a second or concurrent run change nothing. Answers how many it settled.
export async function settleEndedReservations(db: Db, now: Date): Promise<number> {
  const held = await selectRows<{ candidate_id: string }>(
    db,
    sql`select l.candidate_id
        from ${creditLedger} l
        join ${subscriptions} s on s.id = l.subscription_id and s.reserved > 0
        join ${postingCandidates} c on c.id = l.candidate_id
        where c.stage in (${sql.join(
          SETTLED_STAGES.map((stage) => sql`${stage}`),
          sql`, `,
        )})
        group by l.candidate_id
        having sum(l.reserved_change) > 0`,
  );
  let settled = 0;
  for (const { candidate_id: id } of held) {
    const done = await db.transaction(async (tx) => {
      const [candidate] = await tx
        .select({
          id: postingCandidates.id,
          organizationId: postingCandidates.organizationId,
          postingId: postingCandidates.postingId,
          stage: postingCandidates.stage,
          completedAt: postingCandidates.completedAt,
        })
        .from(postingCandidates)
        .where(eq(postingCandidates.id, id))
        .for('update', { skipLocked: true });
      // Reopened, or being changed right now: not this run's.
      if (!candidate || !SETTLED_STAGES.includes(candidate.stage)) return false;
      return settleInterviewCredit(tx, candidate, candidate.completedAt ? 'capture' : 'release', {
        now,
        reason: 'Settled by the reconciliation sweep',
      });
    });
    if (done) settled += 1;
  }
  return settled;
}
