// How a candidate's one-way interview ends (docs/decisions/048-candidate-one-way-interview.md):
// they submit it, or they withdraw and their answers are deleted.
import type { InterviewProgress } from '@rehearse/contracts/candidate-interview';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { candidateAnswers } from '../../db/schema/candidate-answers';
import { candidateInterviewKeeps } from '../../db/schema/candidate-interview-keeps';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { recordings } from '../../db/schema/recordings';
import { users } from '../../db/schema/users';
import { renderOrganizationEmail } from '../../domain/email-templates';
import { settleInterviewCredit } from '../../domain/interview-credits';
import { cancelQueuedEmail, queueEmail } from '../../domain/email-outbox';
import { removeFiles } from '../../domain/recordings';
import { AppError } from '../../platform/errors';
import {
  openInterview,
  planOf,
  progressOf,
  requireAnswering,
  type InterviewRequest,
  type Services,
} from './candidate-interview.service';

// Submits the interview: every question answered. `completed` once (a conditional update), an
// event, the pending reminder cancelled (its outbox row deleted while still queued), and the
// organization's "received" email queued, all in one transaction.
export async function finishInterview(
  db: Db,
  services: Services,
  request: InterviewRequest,
  publicUrl: string,
): Promise<InterviewProgress> {
  const { candidate, posting } = await openInterview(db, services, request);
  requireAnswering(candidate);
  const { plan, answered } = await progressOf(db, candidate);
  if (answered < plan.length) {
    throw new AppError(
      'candidateInterview.unanswered',
      `Answer every question before you submit (${plan.length - answered} left)`,
      { params: { remaining: plan.length - answered } },
    );
  }
  const now = services.now();
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(postingCandidates)
      .set({ stage: 'completed', completedAt: now, reminderEmailId: null, updatedAt: now })
      .where(and(eq(postingCandidates.id, candidate.id), eq(postingCandidates.stage, 'started')))
      .returning({ id: postingCandidates.id });
    if (!done) {
      throw new AppError('candidateInterview.finished', 'This interview is already submitted');
    }
    await cancelQueuedEmail(tx, candidate.reminderEmailId);
    // The interview is taken: its credit is spent (decision 055).
    await settleInterviewCredit(tx, candidate, 'capture', { now });
    await tx.insert(postingCandidateEvents).values({
      candidateId: candidate.id,
      kind: 'completed',
      detail: { from: 'started', to: 'completed', answered },
      createdAt: now,
    });
    const [inviter] = candidate.invitedBy
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, candidate.invitedBy))
      : [];
    const email = await renderOrganizationEmail(tx, {
      organizationId: candidate.organizationId,
      kind: 'received',
      variables: {
        'candidate.firstName': candidate.name.split(/\s+/)[0] ?? candidate.name,
        'candidate.name': candidate.name,
        'posting.title': posting.title,
        'recruiter.name': inviter?.name ?? '',
      },
      publicUrl,
    });
    await queueEmail(tx, { kind: 'candidate-received', to: candidate.email, ...email });
  });
  services.emailQueued();
  return { stage: 'completed', answered, total: plan.length };
}

// The candidate's request to delete their data: every answer, take, recording (files too) and
// transcript (which cascade from the recordings) is removed; the record stays as `withdrawn`
// with an event, so the team sees that they withdrew, not what they said.
export async function withdrawInterview(
  db: Db,
  services: Services,
  request: InterviewRequest,
): Promise<InterviewProgress> {
  const { candidate } = await openInterview(db, services, request, { allowClosed: true });
  const now = services.now();
  const total = (await planOf(db, candidate.postingId)).length;
  const keys = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(postingCandidates)
      .set({ stage: 'withdrawn', reminderEmailId: null, updatedAt: now })
      .where(
        and(eq(postingCandidates.id, candidate.id), sql`${postingCandidates.stage} <> 'withdrawn'`),
      )
      .returning({ id: postingCandidates.id });
    if (!changed) {
      throw new AppError(
        'candidateInterview.withdrawn',
        'You withdrew from this interview and your answers were deleted',
      );
    }
    await cancelQueuedEmail(tx, candidate.reminderEmailId);
    // An unfinished interview gives its credit back; a finished one's was captured (decision 055).
    await settleInterviewCredit(tx, candidate, 'release', { now });
    await tx.delete(candidateAnswers).where(eq(candidateAnswers.candidateId, candidate.id));
    // Withdrawing ends a workspace's keep too: nothing of the interview is left to open.
    await tx
      .delete(candidateInterviewKeeps)
      .where(eq(candidateInterviewKeeps.candidateId, candidate.id));
    const removed = await tx
      .delete(recordings)
      .where(eq(recordings.candidateId, candidate.id))
      .returning({ storageKey: recordings.storageKey });
    await tx.insert(postingCandidateEvents).values({
      candidateId: candidate.id,
      kind: 'withdrawn',
      detail: { from: candidate.stage, to: 'withdrawn', by: 'candidate', dataDeleted: true },
      createdAt: now,
    });
    return removed.map((r) => r.storageKey);
  });
  // Files after the rows: a failure never leaves a row pointing at a missing file.
  await removeFiles(services.recordings, keys);
  return { stage: 'withdrawn', answered: 0, total };
}
