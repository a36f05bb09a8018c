// What starting and running a quiz attempt share: the caller, the pool it draws from, and
// the attempt as the API answers it.
import { type Skill } from '@rehearse/contracts/question-bank';
import type { Attempt } from '@rehearse/contracts/quizzes';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { questionBookmarks, quizAttemptQuestions, quizAttempts } from '../../db/schema/quizzes';
import { notFound } from '../../platform/errors';
import {
  findQuestion,
  getQuestionPool,
  isShipped,
  type PoolQuestion,
} from '../../domain/question-pool';
import { loadRatings } from './quiz-grading';
import { toAttempt, type AttemptRow } from './quiz-view';
import { levelOf, START_RATING } from '../../domain/rating';
import type { ServiceContext } from '../../platform/services';

// Questions seen in other attempts over this window are asked again only when nothing fresh fits.
const RECENT_DAYS = 30;

export async function choiceCandidates(db: Db, ctx: ServiceContext): Promise<PoolQuestion[]> {
  const pool = await getQuestionPool(db, ctx);
  return pool.active.filter((q) => q.kind !== 'open' && isShipped(q));
}

export async function recentlySeen(db: Db, userId: string, now: Date): Promise<Set<string>> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .selectDistinct({ id: quizAttemptQuestions.questionId })
    .from(quizAttemptQuestions)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAttemptQuestions.attemptId))
    .where(and(eq(quizAttempts.userId, userId), gte(quizAttempts.startedAt, since)));
  return new Set(rows.map((r) => r.id));
}

export async function ownedAttempt(db: Db, userId: string, id: string): Promise<AttemptRow> {
  const [attempt] = await db
    .select()
    .from(quizAttempts)
    .where(and(idIs(quizAttempts.id, id), eq(quizAttempts.userId, userId)));
  // Another user's attempt is answered exactly like one that does not exist.
  if (!attempt) throw notFound('No quiz attempt with this id');
  return attempt;
}

export const attemptRows = (db: Db, attemptId: string) =>
  db
    .select()
    .from(quizAttemptQuestions)
    .where(eq(quizAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(quizAttemptQuestions.position));

export async function questionMap(db: Db, ctx: ServiceContext, ids: readonly string[]) {
  const map = new Map<string, PoolQuestion>();
  for (const id of new Set(ids)) {
    const question = await findQuestion(db, ctx, id);
    if (question) map.set(id, question);
  }
  return (id: string) => {
    const question = map.get(id);
    if (!question) throw new Error(`Question ${id} of an attempt is missing`);
    return question;
  };
}

export async function attemptState(
  db: Db,
  ctx: ServiceContext,
  attempt: AttemptRow,
  now: Date,
): Promise<Attempt> {
  const rows = await attemptRows(db, attempt.id);
  const ids = rows.map((r) => r.questionId);
  const bookmarked = ids.length
    ? await db
        .select({ id: questionBookmarks.questionId })
        .from(questionBookmarks)
        .where(
          and(
            eq(questionBookmarks.userId, ctx.user.id),
            inArray(questionBookmarks.questionId, ids),
          ),
        )
    : [];
  const ratings = attempt.completedAt ? await loadRatings(db, ctx.user.id) : new Map();
  return toAttempt(
    attempt,
    rows,
    await questionMap(db, ctx, ids),
    new Set(bookmarked.map((b) => b.id)),
    ratings,
    now,
  );
}

export const ratingLevels = async (db: Db, userId: string) => {
  const ratings = await loadRatings(db, userId);
  return (skill: Skill) => levelOf(ratings.get(skill) ?? START_RATING);
};
