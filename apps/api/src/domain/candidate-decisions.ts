import { and, eq, inArray } from 'drizzle-orm';
import type { CandidateStage } from '@rehearse/contracts/candidates';
import {
  DECIDABLE_FROM,
  type DecisionInput,
  type DecisionResult,
} from '@rehearse/contracts/candidate-decisions';
import type { Db } from '../db/db';
import { isUuid } from '../db/ids';
import { postingCandidateEvents, postingCandidates } from '../db/schema/posting-candidates';
import type { postings } from '../db/schema/postings';
import { cancelReminder, queueCandidateEmail } from './candidate-emails';
import { settleInterviewCredit } from './interview-credits';

// Deciding on candidates (docs/decisions/050-candidate-decisions.md): each candidate moves with
// a conditional UPDATE from the stages a decision may start from, so two people deciding at
// once never both succeed; the email is queued in the same transaction; the history keeps who
// decided what and when.

type Posting = Pick<typeof postings.$inferSelect, 'id' | 'title' | 'organizationId'>;
type Actor = { id: string; name: string };

const EMAIL_OF = { shortlisted: 'advance', rejected: 'rejection', hired: null } as const;
// Those who have not had a decision when the posting closes.
const UNDECIDED: readonly CandidateStage[] = ['invited', 'started', 'completed', 'in_review'];

export async function decideCandidates(
  db: Db,
  posting: Posting,
  actor: Actor,
  input: DecisionInput,
  options: { publicUrl: string; now: Date },
): Promise<DecisionResult> {
  const results: DecisionResult['results'] = [];
  const ids = [...new Set(input.candidate_ids)];
  await db.transaction(async (tx) => {
    for (const id of ids) {
      // Locked: of two decisions at once, the second sees the first's stage.
      const [current] = isUuid(id)
        ? await tx
            .select()
            .from(postingCandidates)
            .where(and(eq(postingCandidates.id, id), eq(postingCandidates.postingId, posting.id)))
            .for('update')
        : [];
      if (!current || !DECIDABLE_FROM[input.to].includes(current.stage)) {
        results.push({
          candidate_id: id,
          ok: false,
          stage: current?.stage ?? null,
          error: current
            ? {
                code: 'decision.not_allowed',
                message: `A candidate who is ${current.stage.replace('_', ' ')} cannot be moved to ${input.to}`,
              }
            : { code: 'request.not_found', message: 'No such candidate on this posting' },
        });
        continue;
      }
      const [candidate] = await tx
        .update(postingCandidates)
        .set({ stage: input.to, decidedAt: options.now, updatedAt: options.now })
        .where(eq(postingCandidates.id, current.id))
        .returning();
      const kind = EMAIL_OF[input.to];
      const emailed = Boolean(kind && input.send_email);
      if (kind && input.send_email) {
        await queueCandidateEmail(tx, {
          candidate,
          postingTitle: posting.title,
          kind,
          recruiterName: actor.name,
          publicUrl: options.publicUrl,
          scheduledAt:
            input.to === 'rejected' && input.delay_hours > 0
              ? new Date(options.now.getTime() + input.delay_hours * 3_600_000)
              : undefined,
        });
      }
      await tx.insert(postingCandidateEvents).values({
        candidateId: candidate.id,
        actorId: actor.id,
        kind: 'decision',
        detail: {
          from: current.stage,
          to: input.to,
          email: emailed,
          ...(emailed && input.to === 'rejected' ? { delayHours: input.delay_hours } : {}),
        },
        createdAt: options.now,
      });
      results.push({ candidate_id: id, ok: true, stage: input.to, error: null });
    }
  });
  return { results };
}

// A posting that closes lets every candidate without a decision hear back: they are moved to
// rejected with the rejection email (their pending reminder cancelled), unless the posting's
// closing email is off. Runs in the closing transaction.
export async function closeOutCandidates(
  db: Db,
  posting: Posting & Pick<typeof postings.$inferSelect, 'closingEmail'>,
  actor: Actor,
  options: { publicUrl: string; now: Date },
): Promise<number> {
  if (!posting.closingEmail) return 0;
  const undecided = await db
    .update(postingCandidates)
    .set({ stage: 'rejected', decidedAt: options.now, updatedAt: options.now })
    .where(
      and(eq(postingCandidates.postingId, posting.id), inArray(postingCandidates.stage, UNDECIDED)),
    )
    .returning();
  for (const candidate of undecided) {
    // One closed out before finishing gives its interview credit back (decision 055).
    if (!candidate.completedAt) {
      await settleInterviewCredit(db, candidate, 'release', {
        actorId: actor.id,
        now: options.now,
      });
    }
    await cancelReminder(db, candidate);
    await queueCandidateEmail(db, {
      candidate,
      postingTitle: posting.title,
      kind: 'rejection',
      recruiterName: actor.name,
      publicUrl: options.publicUrl,
    });
    await db.insert(postingCandidateEvents).values({
      candidateId: candidate.id,
      actorId: actor.id,
      kind: 'decision',
      detail: { to: 'rejected', email: true, reason: 'posting_closed' },
      createdAt: options.now,
    });
  }
  return undecided.length;
}
