import type {
  UpdatePracticeAttempt,
  CreatePracticeAttempt,
  PracticeAttempt,
  PracticeQuestion,
} from '@rehearse/contracts/practice';
import type { practiceQuestionQuerySchema } from '@rehearse/contracts/practice';
import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { practiceAttempts } from '../../db/schema/interviews';
import { AppError, notFound } from '../../platform/errors';
import { isTemplate } from '../../domain/question-templates';
import { feedbackFigures } from '../../domain/feedback-figures';
import { analyzePracticeAnswer, getContentBank } from '../../domain/answer-analysis';
import { finishedTranscript, timedWords } from '../../domain/transcriptions';
import { getQuestionPool, isShipped, type PoolQuestion } from '../../domain/question-pool';
import {
  attachRecording,
  deleteRecordings,
  recordingsById,
  toRecording,
  type RecordingRow,
} from '../../domain/recordings';
import type { ServiceContext } from '../../platform/services';

type AttemptRow = typeof practiceAttempts.$inferSelect;

async function openQuestion(db: Db, ctx: ServiceContext, id: string): Promise<PoolQuestion> {
  const pool = await getQuestionPool(db, ctx);
  const question = pool.byId.get(id);
  // A template (decision 034) is asked only filled with a job description's terms.
  if (
    !question ||
    question.kind !== 'open' ||
    question.retired ||
    isTemplate(question) ||
    !isShipped(question)
  ) {
    throw notFound('No interview question with this id');
  }
  return question;
}

export async function listPracticeQuestions(
  db: Db,
  ctx: ServiceContext,
  query: z.output<typeof practiceQuestionQuerySchema>,
) {
  const pool = await getQuestionPool(db, ctx);
  const text = query.q?.toLowerCase();
  const matches = pool.active.filter(
    (q) =>
      q.kind === 'open' &&
      isShipped(q) &&
      (!query.role || q.roles.includes(query.role)) &&
      (!query.competency || q.competency === query.competency) &&
      (!query.category || q.category === query.category) &&
      (!text || q.searchText.includes(text)),
  );
  const page = matches.slice(query.offset, query.offset + query.limit);
  const stats = page.length
    ? await db
        .select({
          questionId: practiceAttempts.questionId,
          attempts: count(),
          bestScore: max(practiceAttempts.score),
        })
        .from(practiceAttempts)
        .where(
          and(
            eq(practiceAttempts.userId, ctx.user.id),
            inArray(
              practiceAttempts.questionId,
              page.map((q) => q.id),
            ),
          ),
        )
        .groupBy(practiceAttempts.questionId)
    : [];
  const byQuestion = new Map(stats.map((s) => [s.questionId, s]));
  return {
    items: page.map((q) => ({
      question: q.public,
      attempts: byQuestion.get(q.id)?.attempts ?? 0,
      bestScore: byQuestion.get(q.id)?.bestScore ?? null,
    })),
    total: matches.length,
  };
}

async function toAttempt(
  db: Db,
  ctx: ServiceContext,
  row: AttemptRow,
  recording: RecordingRow | undefined,
): Promise<PracticeAttempt> {
  return {
    id: row.id,
    questionId: row.questionId,
    mode: row.mode,
    transcript: row.transcript,
    star: row.star,
    durationSeconds: row.durationSeconds,
    recording: recording ? await toRecording(await ctx.signingSecret(), recording) : null,
    selfRating: row.selfRating,
    feedback: row.feedback as PracticeAttempt['feedback'],
    createdAt: row.createdAt.toISOString(),
  };
}

// The question with a hint; its model answer and talking points once the candidate has made a
// first attempt; and every attempt, newest first, to compare side by side.
export async function getPracticeQuestion(
  db: Db,
  ctx: ServiceContext,
  id: string,
): Promise<PracticeQuestion> {
  const question = await openQuestion(db, ctx, id);
  const rows = await db
    .select()
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, ctx.user.id), eq(practiceAttempts.questionId, id)))
    .orderBy(desc(practiceAttempts.createdAt));
  const recordings = await recordingsById(
    db,
    rows.map((r) => r.recordingId),
  );
  return {
    question: question.public,
    hint: question.talkingPoints[0] ?? '',
    revealed: rows.length
      ? { modelAnswer: question.modelAnswer, talkingPoints: question.talkingPoints }
      : null,
    attempts: await Promise.all(
      rows.map((row) =>
        toAttempt(db, ctx, row, row.recordingId ? recordings.get(row.recordingId) : undefined),
      ),
    ),
  };
}

export async function createPracticeAttempt(
  db: Db,
  ctx: ServiceContext,
  questionId: string,
  input: CreatePracticeAttempt,
): Promise<PracticeAttempt> {
  const question = await openQuestion(db, ctx, questionId);
  if (input.mode !== 'text' && !input.recordingId) {
    throw new AppError('validation.required', 'A recorded answer needs its recording', {
      field: 'recordingId',
    });
  }
  const bank = await getContentBank(db, ctx);
  return db.transaction(async (tx) => {
    const recording = input.recordingId
      ? await attachRecording(tx, ctx.user.id, input.recordingId)
      : undefined;
    // A recording the server has transcribed gives the timings and the length of its audio
    // (decision 032); otherwise what the browser measured, until the transcript arrives.
    const heard = await finishedTranscript(tx, recording?.id);
    const words = heard ? timedWords(heard) : (input.words ?? null);
    const durationSeconds =
      heard?.audioSeconds ?? input.durationSeconds ?? recording?.durationSeconds ?? null;
    const feedback = analyzePracticeAnswer(bank, question, {
      transcript: input.transcript,
      durationSeconds,
      words,
    });
    const [row] = await tx
      .insert(practiceAttempts)
      .values({
        userId: ctx.user.id,
        questionId,
        mode: input.mode,
        transcript: input.transcript,
        star: input.star ?? null,
        durationSeconds,
        words,
        recordingId: recording?.id ?? null,
        feedback,
        score: feedback.score,
        ...feedbackFigures(feedback),
      })
      .returning();
    return toAttempt(db, ctx, row!, recording);
  });
}

async function ownAttempt(db: Db, ctx: ServiceContext, id: string): Promise<AttemptRow> {
  const [row] = await db
    .select()
    .from(practiceAttempts)
    .where(and(idIs(practiceAttempts.id, id), eq(practiceAttempts.userId, ctx.user.id)));
  if (!row) throw notFound('No practice attempt with this id');
  return row;
}

// Rates the attempt, and/or corrects its transcript: the feedback is computed again from the
// corrected text with the recording's timings and length (decision 032).
export async function updatePracticeAttempt(
  db: Db,
  ctx: ServiceContext,
  id: string,
  input: UpdatePracticeAttempt,
): Promise<PracticeAttempt> {
  const attempt = await ownAttempt(db, ctx, id);
  let analysed = {};
  if (input.transcript !== undefined) {
    const question = await openQuestion(db, ctx, attempt.questionId);
    const bank = await getContentBank(db, ctx);
    const feedback = analyzePracticeAnswer(bank, question, {
      ...attempt,
      transcript: input.transcript,
    });
    analysed = {
      transcript: input.transcript,
      feedback,
      score: feedback.score,
      ...feedbackFigures(feedback),
    };
  }
  const [row] = await db
    .update(practiceAttempts)
    .set({
      ...(input.selfRating !== undefined ? { selfRating: input.selfRating } : {}),
      ...analysed,
    })
    .where(eq(practiceAttempts.id, id))
    .returning();
  const recordings = await recordingsById(db, [row!.recordingId]);
  return toAttempt(db, ctx, row!, row!.recordingId ? recordings.get(row!.recordingId) : undefined);
}

// Removes the attempt and its recording (row and file).
export async function deletePracticeAttempt(
  db: Db,
  ctx: ServiceContext,
  id: string,
): Promise<void> {
  const row = await ownAttempt(db, ctx, id);
  await db.delete(practiceAttempts).where(eq(practiceAttempts.id, id));
  if (row.recordingId) await deleteRecordings(db, ctx, [row.recordingId]);
}
