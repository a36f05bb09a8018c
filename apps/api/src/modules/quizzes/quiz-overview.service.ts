import type { Db } from '../../db/db';
import type { Bookmark, QuizOverview } from '@rehearse/contracts/quizzes';
import { SKILLS } from '@rehearse/contracts/question-bank';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import {
  questionBookmarks,
  quizAttemptQuestions,
  quizAttempts,
  reviewItems,
  skillRatings,
} from '../../db/schema/quizzes';
import { notFound } from '../../platform/errors';
import { isTemplate } from '../../domain/question-templates';
import { countSkills, getQuestionPool, isShipped } from '../../domain/question-pool';
import { toAttemptSummary } from './quiz-view';
import { levelOf, START_LEVEL } from '../../domain/rating';
import type { ServiceContext } from '../../platform/services';

// Recent attempts, newest first, each with how many of its questions were answered.
export async function listAttempts(db: Db, ctx: ServiceContext, limit: number, offset: number) {
  const answered = db
    .select({
      attemptId: quizAttemptQuestions.attemptId,
      answered: count(quizAttemptQuestions.selected).as('answered'),
    })
    .from(quizAttemptQuestions)
    .groupBy(quizAttemptQuestions.attemptId)
    .as('answered');
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: quizAttempts, answered: answered.answered })
      .from(quizAttempts)
      .leftJoin(answered, eq(answered.attemptId, quizAttempts.id))
      .where(eq(quizAttempts.userId, ctx.user.id))
      .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(quizAttempts).where(eq(quizAttempts.userId, ctx.user.id)),
  ]);
  return {
    items: rows.map((r) => toAttemptSummary(r.attempt, Number(r.answered ?? 0))),
    total: total?.total ?? 0,
  };
}

// Everything the quiz setup shows: levels per skill with the pool behind them, the review
// queue, bookmarks, today's Daily 5 and the latest attempts.
export async function quizOverview(db: Db, ctx: ServiceContext): Promise<QuizOverview> {
  const now = ctx.now();
  const { user } = ctx;
  const pool = await getQuestionPool(db, ctx);
  const [ratings, [due], [bookmarks], [daily], recent] = await Promise.all([
    db.select().from(skillRatings).where(eq(skillRatings.userId, user.id)),
    db
      .select({ n: count() })
      .from(reviewItems)
      .where(and(eq(reviewItems.userId, user.id), lte(reviewItems.dueAt, now))),
    db.select({ n: count() }).from(questionBookmarks).where(eq(questionBookmarks.userId, user.id)),
    db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, user.id),
          eq(quizAttempts.dailyDate, now.toISOString().slice(0, 10)),
        ),
      ),
    listAttempts(db, ctx, 5, 0),
  ]);
  const counts = new Map(countSkills(pool).map((c) => [c.skill, c.questions]));
  return {
    skills: SKILLS.map((skill) => {
      const rated = ratings.find((r) => r.skill === skill && r.answered > 0);
      return {
        skill,
        rating: rated ? Math.round(rated.rating) : null,
        level: rated ? levelOf(rated.rating) : START_LEVEL,
        answered: rated?.answered ?? 0,
        questions: counts.get(skill) ?? 0,
      };
    }),
    reviewDue: due?.n ?? 0,
    bookmarks: bookmarks?.n ?? 0,
    daily: daily
      ? {
          attemptId: daily.id,
          status: daily.completedAt ? 'completed' : 'in-progress',
          score: daily.score,
        }
      : null,
    recent: recent.items,
  };
}

export async function listBookmarks(db: Db, ctx: ServiceContext): Promise<Bookmark[]> {
  const pool = await getQuestionPool(db, ctx);
  const rows = await db
    .select()
    .from(questionBookmarks)
    .where(eq(questionBookmarks.userId, ctx.user.id))
    .orderBy(desc(questionBookmarks.createdAt));
  return rows.flatMap((row) => {
    const question = pool.byId.get(row.questionId);
    return question ? [{ question: question.public, createdAt: row.createdAt.toISOString() }] : [];
  });
}

async function visibleQuestion(db: Db, ctx: ServiceContext, questionId: string) {
  const pool = await getQuestionPool(db, ctx);
  const question = pool.byId.get(questionId);
  // A template (decision 034) is never shown unfilled, so it cannot be bookmarked either.
  if (!question || isTemplate(question) || !isShipped(question)) {
    throw notFound('No question with this id');
  }
  return question;
}

// Idempotent: bookmarking twice keeps one bookmark (and its first date).
export async function addBookmark(
  db: Db,
  ctx: ServiceContext,
  questionId: string,
): Promise<Bookmark> {
  const question = await visibleQuestion(db, ctx, questionId);
  await db
    .insert(questionBookmarks)
    .values({ userId: ctx.user.id, questionId })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(questionBookmarks)
    .where(
      and(eq(questionBookmarks.userId, ctx.user.id), eq(questionBookmarks.questionId, questionId)),
    );
  return { question: question.public, createdAt: row!.createdAt.toISOString() };
}

export async function removeBookmark(
  db: Db,
  ctx: ServiceContext,
  questionId: string,
): Promise<void> {
  await visibleQuestion(db, ctx, questionId);
  const removed = await db
    .delete(questionBookmarks)
    .where(
      and(eq(questionBookmarks.userId, ctx.user.id), eq(questionBookmarks.questionId, questionId)),
    )
    .returning({ id: questionBookmarks.questionId });
  if (!removed.length) throw notFound('This question is not bookmarked');
}
