import { asc, eq } from 'drizzle-orm';
import type { Db } from './db/db';
import { postingCandidateEvents, postingCandidates } from './db/schema/posting-candidates';
import { currentSubscription, nextPeriodStart, periodStart } from './domain/credit-allowance';
import { applyLedgerChange } from './domain/credit-ledger';
import { reserveInterviewCredit, settleInterviewCredit } from './domain/interview-credits';

// Northwind's interview credits (docs/decisions/055-subscriptions-and-credits.md): the ledger
// its demo candidates' history would have written, replayed in time order through the same
// functions the flows use. Each invitation reserved a credit, each finished interview captured
// it, each expiry, withdrawal and close-out released it; the monthly allowance was granted at
// each month's start (and what was left of the last expired); support once added credits by
// hand. So the balance is the ledger's sum, and the history reads like a real one.

const DAY = 24 * 3_600_000;

type Step = { at: Date; order: number; run: () => Promise<unknown> };

export async function seedDemoCredits(db: Db, organizationId: string, now: Date) {
  const events = await db
    .select({
      kind: postingCandidateEvents.kind,
      actorId: postingCandidateEvents.actorId,
      detail: postingCandidateEvents.detail,
      createdAt: postingCandidateEvents.createdAt,
      candidate: {
        id: postingCandidates.id,
        organizationId: postingCandidates.organizationId,
        postingId: postingCandidates.postingId,
      },
    })
    .from(postingCandidateEvents)
    .innerJoin(postingCandidates, eq(postingCandidates.id, postingCandidateEvents.candidateId))
    .where(eq(postingCandidates.organizationId, organizationId))
    .orderBy(asc(postingCandidateEvents.createdAt));
  if (events.length === 0) return;

  const steps: Step[] = [];
  for (const event of events) {
    const { candidate, createdAt: at } = event;
    const reason = (detail: string) => ({ now: at, actorId: event.actorId, reason: detail });
    if (event.kind === 'invited') {
      steps.push({
        at,
        order: 1,
        run: () => reserveInterviewCredit(db, candidate, { actorId: event.actorId, now: at }),
      });
    } else if (event.kind === 'completed') {
      steps.push({
        at,
        order: 1,
        run: () => settleInterviewCredit(db, candidate, 'capture', { now: at }),
      });
    } else if (event.kind === 'expired') {
      steps.push({
        at,
        order: 1,
        run: () =>
          settleInterviewCredit(db, candidate, 'release', reason('The invitation expired')),
      });
    } else if (event.kind === 'withdrawn' || event.kind === 'revoked') {
      steps.push({
        at,
        order: 1,
        run: () =>
          settleInterviewCredit(db, candidate, 'release', { now: at, actorId: event.actorId }),
      });
    } else if (
      event.kind === 'decision' &&
      (event.detail as { reason?: string }).reason === 'posting_closed'
    ) {
      // Closed out before finishing: released (a finished one's credit was captured already).
      steps.push({
        at,
        order: 1,
        run: () =>
          settleInterviewCredit(db, candidate, 'release', { now: at, actorId: event.actorId }),
      });
    }
  }
  // Someone read the billing page at the start of every month since the first invitation, so
  // each month's allowance was granted then (and the last one's rest expired).
  for (
    let month = periodStart(events[0]!.createdAt);
    month <= now;
    month = nextPeriodStart(month)
  ) {
    const at = month;
    steps.push({ at, order: 0, run: () => currentSubscription(db, organizationId, at) });
  }
  // Support added credits once, by hand, with the reason on the ledger.
  const adjustedAt = new Date(now.getTime() - 20 * DAY);
  steps.push({
    at: adjustedAt,
    order: 1,
    run: async () => {
      const subscription = await currentSubscription(db, organizationId, adjustedAt);
      await applyLedgerChange(db, subscription.id, {
        kind: 'adjust',
        amount: 5,
        idempotencyKey: `demo-adjust:${subscription.id}`,
        reason: 'Goodwill: five interviews lost to the video upload outage',
        at: adjustedAt,
      });
    },
  });
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  for (const step of steps) await step.run();
  await currentSubscription(db, organizationId, now);
}
