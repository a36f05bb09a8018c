// Running a quiz attempt: reading it, showing the next question, answering, flagging and
// submitting, with the clocks enforced on the server. Starting one is quiz-start.service.ts.
import { type Skill } from '@rehearse/contracts/question-bank';
import type { Answer, Attempt } from '@rehearse/contracts/quizzes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { quizAttemptQuestions, quizAttempts } from '../../db/schema/quizzes';
import { AppError, notFound } from '../../platform/errors';
import { findQuestion, type PoolQuestion } from '../../domain/question-pool';
import { recordProductEvent } from '../../domain/product-events';
import { pickQuestions } from './question-picker';
import { adaptiveDifficulty } from './adaptive-difficulty';
import { gradeRows } from './quiz-grading';
import {
  countsAsCorrect,
  questionDueAt,
  type AttemptQuestionRow,
  type AttemptRow,
} from './quiz-view';
import {
  attemptRows,
  attemptState,
  choiceCandidates,
  ownedAttempt,
  questionMap,
  ratingLevels,
  recentlySeen,
} from './quiz-attempts';
import type { ServiceContext } from '../../platform/services';

// Answers this much after a deadline still count as in time: the request's own travel.
export const GRACE_MS = 2000;

// Reading an exam whose time ran out submits it: its clock is the server's, not the browser's.
export async function getAttempt(db: Db, ctx: ServiceContext, id: string): Promise<Attempt> {
  const now = ctx.now();
  let attempt = await ownedAttempt(db, ctx.user.id, id);
  if (isExpiredExam(attempt, now)) attempt = await completeAttempt(db, ctx, attempt, now);
  return attemptState(db, ctx, attempt, now);
}

const isExpiredExam = (attempt: AttemptRow, now: Date) =>
  attempt.completedAt === null &&
  attempt.deadlineAt !== null &&
  now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;

const assertInProgress = (attempt: AttemptRow) => {
  if (attempt.completedAt) {
    throw new AppError('quiz.finished', 'This quiz is finished; its answers can no longer change');
  }
};

// Practice: shows the next question, starting its clock. An adaptive quiz picks it now, at the
// difficulty its answers so far lead to (adaptive-difficulty.ts). Calling it while a question
// is open changes nothing.
export async function serveNextQuestion(db: Db, ctx: ServiceContext, id: string): Promise<Attempt> {
  const now = ctx.now();
  const attempt = await ownedAttempt(db, ctx.user.id, id);
  assertInProgress(attempt);
  if (attempt.mode === 'exam') return attemptState(db, ctx, attempt, now);
  const rows = await attemptRows(db, attempt.id);
  const open = rows.find((r) => r.shownAt !== null && r.selected === null);
  if (open) return attemptState(db, ctx, attempt, now);
  const waiting = rows.find((r) => r.shownAt === null);
  if (waiting) {
    await db
      .update(quizAttemptQuestions)
      .set({ shownAt: now })
      .where(
        and(
          eq(quizAttemptQuestions.attemptId, attempt.id),
          eq(quizAttemptQuestions.position, waiting.position),
          isNull(quizAttemptQuestions.shownAt),
        ),
      );
  } else if (rows.length < attempt.length && attempt.difficulty === 'adaptive') {
    const [pick] = pickQuestions({
      candidates: await choiceCandidates(db, ctx),
      skills: attempt.skills as Skill[],
      count: 1,
      difficultyFor: adaptiveDifficulty(rows, await ratingLevels(db, ctx.user.id)),
      exclude: new Set(rows.map((r) => r.questionId)),
      recentlySeen: await recentlySeen(db, ctx.user.id, now),
      random: Math.random,
      startPosition: rows.length,
    });
    if (!pick)
      return completeAttempt(db, ctx, attempt, now).then((a) => attemptState(db, ctx, a, now));
    try {
      await db.insert(quizAttemptQuestions).values({
        attemptId: attempt.id,
        position: rows.length,
        questionId: pick.question.id,
        skill: pick.skill,
        shownAt: now,
      });
    } catch (error) {
      // A second tab asked at the same moment and its pick won: show that one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return attemptState(db, ctx, attempt, now);
}

async function attemptRow(db: Db, attemptId: string, position: number) {
  const [row] = await db
    .select()
    .from(quizAttemptQuestions)
    .where(
      and(
        eq(quizAttemptQuestions.attemptId, attemptId),
        eq(quizAttemptQuestions.position, position),
      ),
    );
  if (!row) throw notFound(`This quiz has no question at position ${position}`);
  return row;
}

function assertValidSelection(question: PoolQuestion, selected: readonly string[]) {
  const unknown = selected.filter((id) => !question.options.some((o) => o.id === id));
  if (unknown.length) {
    throw new AppError('quiz.unknown_option', `This question has no option ${unknown.join(', ')}`, {
      field: 'selected',
      params: { options: unknown.join(', ') },
    });
  }
  if (new Set(selected).size !== selected.length) {
    throw new AppError('quiz.option_twice', 'An option is chosen twice', { field: 'selected' });
  }
  if (question.kind !== 'multiple' && selected.length !== 1) {
    throw new AppError('quiz.choose_one', 'Choose exactly one option', { field: 'selected' });
  }
}

// Practice: grades at once (once only; late answers are graded but never count). Exam: keeps
// the answer, which may change until submission; after the deadline it is kept marked late.
export async function answerQuestion(
  db: Db,
  ctx: ServiceContext,
  id: string,
  position: number,
  answer: Answer,
): Promise<Attempt> {
  const now = ctx.now();
  const attempt = await ownedAttempt(db, ctx.user.id, id);
  assertInProgress(attempt);
  const row = await attemptRow(db, attempt.id, position);
  const question = (await findQuestion(db, ctx, row.questionId))!;
  assertValidSelection(question, answer.selected);

  if (attempt.mode === 'exam') {
    const late = now.getTime() > attempt.deadlineAt!.getTime() + GRACE_MS;
    const elapsed = Math.min(answer.elapsedMs ?? 0, now.getTime() - attempt.startedAt.getTime());
    await db
      .update(quizAttemptQuestions)
      .set({
        selected: answer.selected,
        answeredAt: now,
        late,
        timeSpentMs: sql`coalesce(${quizAttemptQuestions.timeSpentMs}, 0) + ${elapsed}`,
      })
      .where(
        and(
          eq(quizAttemptQuestions.attemptId, attempt.id),
          eq(quizAttemptQuestions.position, position),
        ),
      );
    return attemptState(db, ctx, attempt, now);
  }

  if (row.shownAt === null) {
    throw new AppError('quiz.question_not_shown', 'This question has not been shown yet');
  }
  const due = questionDueAt(row, question)!;
  const late = now.getTime() > due.getTime() + GRACE_MS;
  const timeSpentMs = now.getTime() - row.shownAt.getTime();
  const completed = await db.transaction(async (tx) => {
    // Only an unanswered row takes the answer, so two racing requests cannot both grade it.
    const [answered] = await tx
      .update(quizAttemptQuestions)
      .set({ selected: answer.selected, answeredAt: now, late, timeSpentMs })
      .where(
        and(
          eq(quizAttemptQuestions.attemptId, attempt.id),
          eq(quizAttemptQuestions.position, position),
          isNull(quizAttemptQuestions.selected),
        ),
      )
      .returning();
    if (!answered)
      throw new AppError('quiz.already_answered', 'You already answered this question');
    await gradeRows(tx, ctx.user.id, [{ row: answered, question }], now);
    const rows = await attemptRows(tx, attempt.id);
    const done = rows.filter((r) => r.selected !== null).length >= attempt.length;
    return done ? finish(tx, ctx, attempt, rows, now) : undefined;
  });
  return attemptState(db, ctx, completed ?? attempt, now);
}

export async function flagQuestion(
  db: Db,
  ctx: ServiceContext,
  id: string,
  position: number,
  flagged: boolean,
): Promise<Attempt> {
  const now = ctx.now();
  const attempt = await ownedAttempt(db, ctx.user.id, id);
  assertInProgress(attempt);
  await attemptRow(db, attempt.id, position);
  await db
    .update(quizAttemptQuestions)
    .set({ flagged })
    .where(
      and(
        eq(quizAttemptQuestions.attemptId, attempt.id),
        eq(quizAttemptQuestions.position, position),
      ),
    );
  return attemptState(db, ctx, attempt, now);
}

// Ends the attempt: an exam is graded now; a practice quiz ended early counts the question left
// open as missed and drops the ones never shown.
export async function submitAttempt(db: Db, ctx: ServiceContext, id: string): Promise<Attempt> {
  const now = ctx.now();
  const attempt = await ownedAttempt(db, ctx.user.id, id);
  if (attempt.completedAt)
    throw new AppError('quiz.already_submitted', 'This quiz was already submitted');
  return attemptState(db, ctx, await completeAttempt(db, ctx, attempt, now), now);
}

async function completeAttempt(db: Db, ctx: ServiceContext, attempt: AttemptRow, now: Date) {
  return db.transaction(async (tx) => {
    // Lock the attempt: a submit racing the deadline's auto-submit grades it once.
    const [locked] = await tx
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.id))
      .for('update');
    if (locked!.completedAt) return locked!;
    await tx
      .delete(quizAttemptQuestions)
      .where(
        and(eq(quizAttemptQuestions.attemptId, attempt.id), isNull(quizAttemptQuestions.shownAt)),
      );
    const rows = await attemptRows(tx, attempt.id);
    const ungraded = rows.filter((r) => r.correct === null);
    const questions = await questionMap(
      tx,
      ctx,
      ungraded.map((r) => r.questionId),
    );
    await gradeRows(
      tx,
      ctx.user.id,
      ungraded.map((row) => ({ row, question: questions(row.questionId) })),
      now,
    );
    return finish(tx, ctx, attempt, await attemptRows(tx, attempt.id), now);
  });
}

// Marks the attempt finished with its score and tells the user, once: of two requests finishing
// it together, only the one whose update found it unfinished records the result.
async function finish(
  tx: Db,
  ctx: ServiceContext,
  attempt: AttemptRow,
  rows: AttemptQuestionRow[],
  now: Date,
) {
  const score = rows.length
    ? Math.round((100 * rows.filter(countsAsCorrect).length) / rows.length)
    : 0;
  const [done] = await tx
    .update(quizAttempts)
    .set({ completedAt: now, score })
    .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.completedAt)))
    .returning();
  if (!done) return ownedAttempt(tx, ctx.user.id, attempt.id);
  await recordProductEvent(
    tx,
    ctx.user.id,
    ctx.language,
    { type: 'quiz-result', attemptId: done.id, score, skills: done.skills },
    now,
  );
  return done;
}
