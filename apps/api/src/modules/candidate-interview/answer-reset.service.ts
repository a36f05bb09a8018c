import type { AnswerReset } from '@rehearse/contracts/candidate-interview';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { candidateAnswers, candidateAnswerTakes } from '../../db/schema/candidate-answers';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { postingQuestions } from '../../db/schema/postings';
import { recordings } from '../../db/schema/recordings';
import { EDITORS, requireOrganizationRole } from '../../domain/organization-access';
import { removeFiles } from '../../domain/recordings';
import { notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';

export type AnswerResetTarget = { postingId: string; candidateId: string; questionId: string };

// A recruiter lets a candidate record one answer again (a broken camera, a lost connection):
// the answer, its takes and their recordings (files too) are removed, so the question's think
// and answer times start afresh when the candidate reaches it. A candidate who had submitted
// goes back to `started` to answer it. Owners and recruiters of the posting's organization;
// another organization's posting, candidate or question answers 404.
export async function resetAnswer(
  db: Db,
  ctx: Pick<ServiceContext, 'user' | 'now' | 'recordings'>,
  target: AnswerResetTarget,
): Promise<AnswerReset> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, EDITORS);
  const now = ctx.now();
  const { keys, removedTakes } = await db.transaction(async (tx) => {
    const [candidate] = await tx
      .select()
      .from(postingCandidates)
      .where(
        and(
          idIs(postingCandidates.id, target.candidateId),
          idIs(postingCandidates.postingId, target.postingId),
          eq(postingCandidates.organizationId, organizationId),
        ),
      )
      .for('update');
    if (!candidate) throw notFound('This posting has no candidate with this id', 'candidateId');
    const [question] = await tx
      .select({ id: postingQuestions.id })
      .from(postingQuestions)
      .where(
        and(
          idIs(postingQuestions.id, target.questionId),
          eq(postingQuestions.postingId, candidate.postingId),
        ),
      );
    if (!question) throw notFound('This posting has no question with this id', 'postingQuestionId');
    const [answer] = await tx
      .select()
      .from(candidateAnswers)
      .where(
        and(
          eq(candidateAnswers.candidateId, candidate.id),
          eq(candidateAnswers.postingQuestionId, question.id),
        ),
      );
    if (!answer)
      throw notFound('The candidate has not answered this question', 'postingQuestionId');
    const takes = await tx
      .select({ recordingId: candidateAnswerTakes.recordingId })
      .from(candidateAnswerTakes)
      .where(eq(candidateAnswerTakes.answerId, answer.id));
    await tx.delete(candidateAnswers).where(eq(candidateAnswers.id, answer.id));
    const removed = takes.length
      ? await tx
          .delete(recordings)
          .where(
            and(
              eq(recordings.candidateId, candidate.id),
              // The takes' recordings only.
              inArray(
                recordings.id,
                takes.map((t) => t.recordingId),
              ),
            ),
          )
          .returning({ storageKey: recordings.storageKey })
      : [];
    const reopened = candidate.stage === 'completed';
    if (reopened) {
      await tx
        .update(postingCandidates)
        .set({ stage: 'started', completedAt: null, updatedAt: now })
        .where(eq(postingCandidates.id, candidate.id));
    }
    await tx.insert(postingCandidateEvents).values({
      candidateId: candidate.id,
      actorId: ctx.user.id,
      kind: 'answer_reset',
      detail: {
        postingQuestionId: question.id,
        removedTakes: takes.length,
        ...(reopened ? { from: 'completed', to: 'started' } : {}),
      },
      createdAt: now,
    });
    return { keys: removed.map((r) => r.storageKey), removedTakes: takes.length };
  });
  await removeFiles(ctx.recordings, keys);
  return {
    candidate_id: target.candidateId,
    posting_question_id: target.questionId,
    removed_takes: removedTakes,
  };
}
