import { eq } from 'drizzle-orm';
import {
  EXTEND_MAX_DAYS,
  type Candidate,
  type CandidateStage,
  type ExtendDeadlineInput,
} from '@rehearse/contracts/candidates';
import type { Db } from '../../db/db';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { cancelQueuedEmail } from '../../domain/email-outbox';
import { reserveInterviewCredit, settleInterviewCredit } from '../../domain/interview-credits';
import { EDITORS } from '../../domain/organization-access';
import { requirePostingAccess } from '../../domain/posting-access';
import { AppError } from '../../platform/errors';
import { newInterviewToken, queueInvitationEmails, type CandidateRow } from './candidate-emails';
import {
  addEvent,
  candidateOut,
  DAY_MS,
  findCandidate,
  refuseUnlessOpen,
  type Actor,
  type PostingRow,
} from './candidates.service';

// Changes to one invited candidate (docs/decisions/047-candidate-invitations.md): resend the
// link, extend the deadline, revoke. Owners and recruiters only, on an open posting, each
// under the candidate's row lock so two changes at once interleave safely.

const LINK_STAGES: readonly CandidateStage[] = ['invited', 'started'];
const DEADLINE_STAGES: readonly CandidateStage[] = ['invited', 'started', 'expired'];

function refuseStage(row: CandidateRow, allowed: readonly CandidateStage[]): void {
  if (!allowed.includes(row.stage)) {
    throw new AppError(
      'candidate.not_open',
      `This candidate is ${row.stage}; their invitation can no longer change`,
      { params: { stage: row.stage } },
    );
  }
}

// Locks the candidate's row for the change (so a resend and an extension, or a sweep, do not
// interleave) and checks its stage.
async function lockCandidate(
  tx: Db,
  posting: PostingRow,
  candidateId: string,
  allowed: readonly CandidateStage[],
): Promise<CandidateRow> {
  const found = await findCandidate(tx, posting, candidateId);
  const [row] = await tx
    .select()
    .from(postingCandidates)
    .where(eq(postingCandidates.id, found.id))
    .for('update');
  refuseStage(row, allowed);
  return row;
}

// A new link: the old token's hash is replaced (the old link stops working), the invitation is
// emailed again and the reminder re-queued with the new link.
async function sendNewLink(
  tx: Db,
  posting: PostingRow,
  row: CandidateRow,
  changes: { deadlineAt: Date; stage: CandidateStage },
  actor: { id: string; name: string },
  publicUrl: string,
  now: Date,
): Promise<CandidateRow> {
  const { token, tokenHash } = await newInterviewToken();
  await cancelQueuedEmail(tx, row.reminderEmailId);
  const { reminderEmailId } = await queueInvitationEmails(
    tx,
    {
      posting,
      candidate: { ...row, deadlineAt: changes.deadlineAt },
      token,
      recruiterName: actor.name,
      publicUrl,
    },
    now,
  );
  const [updated] = await tx
    .update(postingCandidates)
    .set({
      tokenHash,
      deadlineAt: changes.deadlineAt,
      stage: changes.stage,
      reminderEmailId,
      lastSentAt: now,
      updatedAt: now,
    })
    .where(eq(postingCandidates.id, row.id))
    .returning();
  return updated;
}

export async function resendInvitation(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  postingId: string,
  candidateId: string,
): Promise<Candidate> {
  const row = await db.transaction(async (tx) => {
    const { posting } = await requirePostingAccess(tx, ctx.user, postingId, {
      roles: EDITORS,
      lock: true,
    });
    refuseUnlessOpen(posting);
    const current = await lockCandidate(tx, posting, candidateId, LINK_STAGES);
    const now = ctx.now();
    const updated = await sendNewLink(
      tx,
      posting,
      current,
      { deadlineAt: current.deadlineAt, stage: current.stage },
      ctx.user,
      publicUrl,
      now,
    );
    await addEvent(tx, current.id, ctx.user.id, 'resent');
    return updated;
  });
  return candidateOut(db, row);
}

// A later deadline (at most EXTEND_MAX_DAYS from now). The candidate is told: the invitation is
// emailed again with the new deadline and a new link (the reminder is rendered with the link,
// and only the link's hash is kept), and the reminder is rescheduled. An expired candidate
// comes back to where they were: started if they had started, invited otherwise, and reserves
// a credit again (their expiry released the last one; decision 055): with none free, 402
// billing.insufficient_credits and nothing changes.
export async function extendDeadline(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  postingId: string,
  candidateId: string,
  input: ExtendDeadlineInput,
): Promise<Candidate> {
  const deadlineAt = new Date(input.deadline_at);
  const row = await db.transaction(async (tx) => {
    const { posting } = await requirePostingAccess(tx, ctx.user, postingId, {
      roles: EDITORS,
      lock: true,
    });
    refuseUnlessOpen(posting);
    const current = await lockCandidate(tx, posting, candidateId, DEADLINE_STAGES);
    const now = ctx.now();
    if (
      deadlineAt <= current.deadlineAt ||
      deadlineAt <= now ||
      deadlineAt.getTime() > now.getTime() + EXTEND_MAX_DAYS * DAY_MS
    ) {
      throw new AppError(
        'candidate.deadline_invalid',
        `The new deadline must be later than the current one and at most ${EXTEND_MAX_DAYS} days from now`,
        { field: 'deadline_at', params: { days: EXTEND_MAX_DAYS } },
      );
    }
    const stage: CandidateStage =
      current.stage === 'expired' ? (current.startedAt ? 'started' : 'invited') : current.stage;
    if (current.stage === 'expired') {
      await reserveInterviewCredit(tx, current, { actorId: ctx.user.id, now });
    }
    const updated = await sendNewLink(
      tx,
      posting,
      current,
      { deadlineAt, stage },
      ctx.user,
      publicUrl,
      now,
    );
    await addEvent(tx, current.id, ctx.user.id, 'deadline_extended', {
      from: current.deadlineAt.toISOString(),
      to: deadlineAt.toISOString(),
      ...(stage !== current.stage && { stage: { from: current.stage, to: stage } }),
    });
    return updated;
  });
  return candidateOut(db, row);
}

export async function revokeCandidate(
  db: Db,
  ctx: Actor,
  postingId: string,
  candidateId: string,
): Promise<Candidate> {
  const row = await db.transaction(async (tx) => {
    const { posting } = await requirePostingAccess(tx, ctx.user, postingId, { roles: EDITORS });
    const current = await lockCandidate(tx, posting, candidateId, DEADLINE_STAGES);
    const now = ctx.now();
    await cancelQueuedEmail(tx, current.reminderEmailId);
    const [updated] = await tx
      .update(postingCandidates)
      .set({ stage: 'withdrawn', revokedAt: now, reminderEmailId: null, updatedAt: now })
      .where(eq(postingCandidates.id, current.id))
      .returning();
    await addEvent(tx, current.id, ctx.user.id, 'revoked', { from: current.stage });
    // The credit the invitation held comes back (decision 055); an expired one's already did.
    await settleInterviewCredit(tx, current, 'release', { actorId: ctx.user.id, now });
    return updated;
  });
  return candidateOut(db, row);
}
