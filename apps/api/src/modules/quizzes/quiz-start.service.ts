// Starting a quiz attempt: from the setup form, today's Daily 5, the review queue or the
// bookmarks. Running it (answers, clocks, submission) is quizzes.service.ts.
import type { Db } from '../../db/db';
import { SKILLS, type Skill } from '@rehearse/contracts/question-bank';
import type { Attempt, CreateQuiz, DrawnQuiz, QuizMode } from '@rehearse/contracts/quizzes';
import { and, arrayContained, asc, desc, eq, lte } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { questions } from '../../db/schema/questions';
import {
  questionBookmarks,
  quizAttemptQuestions,
  quizAttempts,
  reviewItems,
} from '../../db/schema/quizzes';
import { AppError } from '../../platform/errors';
import { getQuestionPool, isShipped, type PoolQuestion } from '../../domain/question-pool';
import { seededRandom, shuffle } from '../../domain/shuffle';
import { pickQuestions, withinSkills, type Pick } from './question-picker';
import { loadRatings } from './quiz-grading';
import { type AttemptRow } from './quiz-view';
import { levelOf, START_RATING } from '../../domain/rating';
import { getCandidateProfile } from '../../domain/candidate-profile';
import { attemptState, choiceCandidates, ratingLevels, recentlySeen } from './quiz-attempts';
import type { ServiceContext } from '../../platform/services';

const DAILY_LENGTH = 5;
// Review questions a Daily 5 starts with, when any are due.
const DAILY_REVIEW_SLOTS = 2;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

// Stores a new attempt with its first questions. An exam shows every question at once and its
// clock is the sum of their time guides; a practice quiz shows its first question now.
async function insertAttempt(
  db: Db,
  ctx: ServiceContext,
  values: {
    mode: QuizMode;
    source: typeof quizAttempts.$inferInsert.source;
    difficulty: string | null;
    skills: string[];
    length: number;
    dailyDate?: string;
  },
  picks: readonly Pick[],
  now: Date,
): Promise<AttemptRow> {
  const exam = values.mode === 'exam';
  const deadlineAt = exam
    ? new Date(now.getTime() + picks.reduce((s, p) => s + p.question.timeGuideSeconds, 0) * 1000)
    : null;
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({ userId: ctx.user.id, ...values, startedAt: now, deadlineAt })
      .returning();
    if (picks.length) {
      await tx.insert(quizAttemptQuestions).values(
        picks.map((pick, position) => ({
          attemptId: attempt!.id,
          position,
          questionId: pick.question.id,
          skill: pick.skill,
          shownAt: exam || position === 0 ? now : null,
        })),
      );
    }
    return attempt!;
  });
}

export async function createQuiz(db: Db, ctx: ServiceContext, input: CreateQuiz): Promise<Attempt> {
  const now = ctx.now();
  const candidates = await choiceCandidates(db, ctx);
  const empty = input.skills.filter(
    (s) => !candidates.some((q) => q.skills.includes(s) && withinSkills(q, input.skills)),
  );
  if (empty.length) {
    throw new AppError('quiz.no_questions', `No questions for ${empty.join(', ')} yet`, {
      field: 'skills',
      params: { skills: empty.join(', ') },
    });
  }
  const adaptive = input.difficulty === 'adaptive';
  const levelFor = await ratingLevels(db, ctx.user.id);
  const random = Math.random;
  const skills = shuffle(input.skills, random);
  // An adaptive practice quiz chooses each next question after the previous answer moved the
  // rating; every other quiz is drawn up front.
  const lazy = adaptive && input.mode === 'practice';
  const picks = pickQuestions({
    candidates,
    skills,
    count: lazy ? 1 : input.length,
    difficultyFor: adaptive ? levelFor : () => input.difficulty as number,
    exclude: new Set(),
    recentlySeen: await recentlySeen(db, ctx.user.id, now),
    random,
  });
  const attempt = await insertAttempt(
    db,
    ctx,
    {
      mode: input.mode,
      source: 'custom',
      difficulty: String(input.difficulty),
      skills,
      length: lazy ? input.length : picks.length,
    },
    picks,
    now,
  );
  return attemptState(db, ctx, attempt, now);
}

// Today's Daily 5: a practice quiz that starts with due review questions and fills up with
// adaptive picks over the candidate's weakest skills, all within the profile's target skills
// when it names some. One per UTC day; asking again answers the
// same attempt.
export async function startDailyQuiz(
  db: Db,
  ctx: ServiceContext,
): Promise<{ attempt: Attempt; created: boolean }> {
  const now = ctx.now();
  const today = utcDay(now);
  const existing = async () => {
    const [row] = await db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, ctx.user.id), eq(quizAttempts.dailyDate, today)));
    return row;
  };
  const found = await existing();
  if (found) return { attempt: await attemptState(db, ctx, found, now), created: false };

  const random = seededRandom(`${ctx.user.id}:${today}`);
  const candidates = await choiceCandidates(db, ctx);
  const { targetSkills } = await getCandidateProfile(db, ctx.user.id);
  // The profile's target skills bound the whole Daily 5, its review questions too.
  const due = await dueReviewQuestions(db, ctx, now, DAILY_REVIEW_SLOTS, targetSkills);
  const ratings = await loadRatings(db, ctx.user.id);
  const skills = dailySkills(ratings, targetSkills, random);
  const levelFor = (skill: Skill) => levelOf(ratings.get(skill) ?? START_RATING);
  const fresh = pickQuestions({
    candidates,
    skills,
    count: DAILY_LENGTH - due.length,
    difficultyFor: levelFor,
    exclude: new Set(due.map((d) => d.question.id)),
    recentlySeen: await recentlySeen(db, ctx.user.id, now),
    random,
  });
  const picks = [...due, ...fresh];
  try {
    const attempt = await insertAttempt(
      db,
      ctx,
      {
        mode: 'practice',
        source: 'daily',
        difficulty: 'adaptive',
        skills: [...new Set(picks.map((p) => p.skill))],
        length: picks.length,
        dailyDate: today,
      },
      picks,
      now,
    );
    return { attempt: await attemptState(db, ctx, attempt, now), created: true };
  } catch (error) {
    // Two tabs starting the Daily 5 at once: the unique index lets one win; both get it.
    const winner = isUniqueViolation(error) ? await existing() : undefined;
    if (!winner) throw error;
    return { attempt: await attemptState(db, ctx, winner, now), created: false };
  }
}

// Three skills: the weakest rated ones first (at most two), then the candidate's target skills
// (their profile), then others at random. Target skills narrow the pool when set.
function dailySkills(
  ratings: ReadonlyMap<string, number>,
  targetSkills: readonly Skill[],
  random: () => number,
): Skill[] {
  const pool = targetSkills.length ? [...targetSkills] : [...SKILLS];
  const weakest = [...ratings]
    .filter(([skill]) => pool.includes(skill as Skill))
    .sort((a, b) => a[1] - b[1])
    .map(([skill]) => skill as Skill)
    .slice(0, 2);
  const rest = shuffle(
    pool.filter((s) => !weakest.includes(s)),
    random,
  );
  return [...weakest, ...rest].slice(0, 3);
}

// Due questions of the review queue, most overdue first; with skills, only questions of those
// skills (the Daily 5 of a profile with target skills).
async function dueReviewQuestions(
  db: Db,
  ctx: ServiceContext,
  now: Date,
  limit: number,
  skills: readonly Skill[] = [],
): Promise<Pick[]> {
  const due = and(eq(reviewItems.userId, ctx.user.id), lte(reviewItems.dueAt, now));
  const rows = await db
    .select({ questionId: reviewItems.questionId })
    .from(reviewItems)
    .innerJoin(questions, eq(questions.id, reviewItems.questionId))
    .where(skills.length ? and(due, arrayContained(questions.skills, [...skills])) : due)
    .orderBy(asc(reviewItems.dueAt), asc(reviewItems.questionId))
    .limit(limit);
  return picksOf(
    db,
    ctx,
    rows.map((r) => r.questionId),
  );
}

// The questions of a drawn quiz, each for its first skill; retired or no longer visible
// questions are left out.
async function picksOf(db: Db, ctx: ServiceContext, ids: readonly string[]): Promise<Pick[]> {
  const pool = await getQuestionPool(db, ctx);
  return ids
    .map((id) => pool.byId.get(id))
    .filter((q): q is PoolQuestion => !!q && !q.retired && q.kind !== 'open' && isShipped(q))
    .map((question) => ({ question, skill: question.skills[0] as Skill }));
}

async function startDrawnQuiz(
  db: Db,
  ctx: ServiceContext,
  source: 'review' | 'bookmarks',
  input: DrawnQuiz,
  ids: readonly string[],
  now: Date,
): Promise<Attempt> {
  const picks = await picksOf(db, ctx, ids);
  if (!picks.length) {
    throw source === 'review'
      ? new AppError('quiz.nothing_to_review', 'Nothing to review: no missed questions are due')
      : new AppError('quiz.no_bookmarks', 'No bookmarked questions to practise');
  }
  const mode = input.mode ?? 'practice';
  const attempt = await insertAttempt(
    db,
    ctx,
    {
      mode,
      source,
      difficulty: null,
      skills: [...new Set(picks.map((p) => p.skill))],
      length: picks.length,
    },
    picks,
    now,
  );
  return attemptState(db, ctx, attempt, now);
}

// "Retake what I missed": the due questions of the spaced-review queue, most overdue first.
export async function startReviewQuiz(
  db: Db,
  ctx: ServiceContext,
  input: DrawnQuiz,
): Promise<Attempt> {
  const now = ctx.now();
  const due = await dueReviewQuestions(db, ctx, now, input.length ?? 10);
  return startDrawnQuiz(
    db,
    ctx,
    'review',
    input,
    due.map((p) => p.question.id),
    now,
  );
}

export async function startBookmarksQuiz(
  db: Db,
  ctx: ServiceContext,
  input: DrawnQuiz,
): Promise<Attempt> {
  const now = ctx.now();
  const rows = await db
    .select({ id: questionBookmarks.questionId })
    .from(questionBookmarks)
    .where(eq(questionBookmarks.userId, ctx.user.id))
    .orderBy(desc(questionBookmarks.createdAt))
    .limit(input.length ?? 10);
  return startDrawnQuiz(
    db,
    ctx,
    'bookmarks',
    input,
    rows.map((r) => r.id),
    now,
  );
}
