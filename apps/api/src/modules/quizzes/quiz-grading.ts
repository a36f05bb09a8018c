import { SKILLS } from '@rehearse/contracts/question-bank';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import {
  quizAttemptQuestions,
  reviewItems,
  skillRatingHistory,
  skillRatings,
  type StoredRatingChange,
} from '../../db/schema/quizzes';
import type { PoolQuestion } from '../../domain/question-pool';
import type { AttemptQuestionRow } from './quiz-view';
import { isRightAnswer } from './quiz-view';
import { nextRating, START_RATING } from '../../domain/rating';
import { reviewQuality, scheduleReview } from './spaced-review';

export type GradeItem = { row: AttemptQuestionRow; question: PoolQuestion };

const knownSkill = (skill: string) => (SKILLS as readonly string[]).includes(skill);

// The candidate's ratings, by skill (absent skills are at the start rating).
export async function loadRatings(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ skill: skillRatings.skill, rating: skillRatings.rating })
    .from(skillRatings)
    .where(eq(skillRatings.userId, userId));
  return new Map(rows.map((r) => [r.skill, r.rating]));
}

// Grades rows in position order inside the caller's transaction: marks each right or wrong,
// moves the candidate's rating for every skill the question carries (late and unanswered count
// as wrong), and files misses into the spaced-review queue (right answers advance the ones
// already there). Each row keeps its rating change so results can show it.
export async function gradeRows(
  tx: Db,
  userId: string,
  items: readonly GradeItem[],
  now: Date,
): Promise<void> {
  if (!items.length) return;
  const skills = [...new Set(items.flatMap((i) => i.question.skills.filter(knownSkill)))];
  const stored = skills.length
    ? await tx
        .select()
        .from(skillRatings)
        .where(and(eq(skillRatings.userId, userId), inArray(skillRatings.skill, skills)))
    : [];
  const ratings = new Map(
    skills.map((skill) => {
      const row = stored.find((r) => r.skill === skill);
      return [skill, { rating: row?.rating ?? START_RATING, answered: row?.answered ?? 0 }];
    }),
  );
  const questionIds = items.map((i) => i.question.id);
  const queued = new Map(
    (
      await tx
        .select()
        .from(reviewItems)
        .where(and(eq(reviewItems.userId, userId), inArray(reviewItems.questionId, questionIds)))
    ).map((r) => [r.questionId, r]),
  );

  const history: (typeof skillRatingHistory.$inferInsert)[] = [];
  for (const { row, question } of items) {
    const right = row.selected !== null && isRightAnswer(question, row.selected);
    const counted = right && !row.late;
    const ratingChange: StoredRatingChange = {};
    for (const skill of question.skills.filter(knownSkill)) {
      const current = ratings.get(skill)!;
      const after = nextRating(current.rating, current.answered, question.difficulty, counted);
      ratingChange[skill] = { before: current.rating, after };
      ratings.set(skill, { rating: after, answered: current.answered + 1 });
      history.push({ userId, skill, rating: after, recordedAt: now });
    }
    await tx
      .update(quizAttemptQuestions)
      .set({ correct: right, ratingChange })
      .where(
        and(
          eq(quizAttemptQuestions.attemptId, row.attemptId),
          eq(quizAttemptQuestions.position, row.position),
        ),
      );

    const quality = reviewQuality(counted, row.timeSpentMs, question.timeGuideSeconds);
    const next = scheduleReview(queued.get(question.id), quality, now);
    if (next) {
      await tx
        .insert(reviewItems)
        .values({ userId, questionId: question.id, ...next, lastReviewedAt: now })
        .onConflictDoUpdate({
          target: [reviewItems.userId, reviewItems.questionId],
          set: { ...next, lastReviewedAt: now },
        });
    }
  }

  if (!ratings.size) return;
  await tx
    .insert(skillRatings)
    .values(
      [...ratings].map(([skill, { rating, answered }]) => ({
        userId,
        skill,
        rating,
        answered,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [skillRatings.userId, skillRatings.skill],
      set: {
        rating: sql`excluded.rating`,
        answered: sql`excluded.answered`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  if (history.length) await tx.insert(skillRatingHistory).values(history);
}
