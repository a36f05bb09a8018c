import { SKILLS, type Skill } from '@rehearse/contracts/question-bank';
import type { Answer, Attempt, CreateQuiz, DrawnQuiz, QuizMode } from '@rehearse/contracts/quizzes';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import {
  questionBookmarks,
  quizAttemptQuestions,
  quizAttempts,
  reviewItems,
} from '../../db/schema/quizzes';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../auth/auth.service';
import {
  findQuestion,
  getQuestionPool,
  visibleTo,
  type PoolQuestion,
  type QuestionPoolCache,
} from '../question-pool/question-pool.service';
import { pickQuestions, seededRandom, shuffle, type Pick } from './question-picker';
import { gradeRows, loadRatings } from './quiz-grading';
import {
  countsAsCorrect,
  questionDueAt,
  toAttempt,
  type AttemptQuestionRow,
  type AttemptRow,
} from './quiz-view';
import { levelOf, START_RATING } from './rating';
import { getCandidateProfile } from '../workspace/profile.service';

export type QuizDeps = { db: Db; cache: QuestionPoolCache; user: UserRow; now?: Date };

// Answers this much after a deadline still count as in time: the request's own travel.
export const GRACE_MS = 2000;
const DAILY_LENGTH = 5;
// Review questions a Daily 5 starts with, when any are due.
const DAILY_REVIEW_SLOTS = 2;
// Questions seen in other attempts over this window are asked again only when nothing fresh fits.
const RECENT_DAYS = 30;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

async function choiceCandidates(deps: QuizDeps): Promise<PoolQuestion[]> {
  const pool = await getQuestionPool(deps.db, deps.cache);
  const visible = visibleTo(deps.user);
  return pool.active.filter((q) => q.kind !== 'open' && visible(q));
}

async function recentlySeen(db: Db, userId: string, now: Date): Promise<Set<string>> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .selectDistinct({ id: quizAttemptQuestions.questionId })
    .from(quizAttemptQuestions)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAttemptQuestions.attemptId))
    .where(and(eq(quizAttempts.userId, userId), gte(quizAttempts.startedAt, since)));
  return new Set(rows.map((r) => r.id));
}

async function ownedAttempt(db: Db, userId: string, id: string): Promise<AttemptRow> {
  const [attempt] = isUuid(id)
    ? await db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.id, id), eq(quizAttempts.userId, userId)))
    : [];
  // Another user's attempt is answered exactly like one that does not exist.
  if (!attempt) throw new AppError('NOT_FOUND', 'No quiz attempt with this id');
  return attempt;
}

const attemptRows = (db: Db, attemptId: string) =>
  db
    .select()
    .from(quizAttemptQuestions)
    .where(eq(quizAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(quizAttemptQuestions.position));

async function questionMap(deps: QuizDeps, ids: readonly string[]) {
  const map = new Map<string, PoolQuestion>();
  for (const id of new Set(ids)) {
    const question = await findQuestion(deps.db, deps.cache, id);
    if (question) map.set(id, question);
  }
  return (id: string) => {
    const question = map.get(id);
    if (!question) throw new Error(`Question ${id} of an attempt is missing`);
    return question;
  };
}

async function attemptState(deps: QuizDeps, attempt: AttemptRow, now: Date): Promise<Attempt> {
  const rows = await attemptRows(deps.db, attempt.id);
  const ids = rows.map((r) => r.questionId);
  const bookmarked = ids.length
    ? await deps.db
        .select({ id: questionBookmarks.questionId })
        .from(questionBookmarks)
        .where(
          and(
            eq(questionBookmarks.userId, deps.user.id),
            inArray(questionBookmarks.questionId, ids),
          ),
        )
    : [];
  const ratings = attempt.completedAt ? await loadRatings(deps.db, deps.user.id) : new Map();
  return toAttempt(
    attempt,
    rows,
    await questionMap(deps, ids),
    new Set(bookmarked.map((b) => b.id)),
    ratings,
    now,
  );
}

// Stores a new attempt with its first questions. An exam shows every question at once and its
// clock is the sum of their time guides; a practice quiz shows its first question now.
async function insertAttempt(
  deps: QuizDeps,
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
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({ userId: deps.user.id, ...values, startedAt: now, deadlineAt })
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

const ratingLevels = async (db: Db, userId: string) => {
  const ratings = await loadRatings(db, userId);
  return (skill: Skill) => levelOf(ratings.get(skill) ?? START_RATING);
};

export async function createQuiz(deps: QuizDeps, input: CreateQuiz): Promise<Attempt> {
  const now = deps.now ?? new Date();
  const candidates = await choiceCandidates(deps);
  const empty = input.skills.filter((s) => !candidates.some((q) => q.skills.includes(s)));
  if (empty.length) {
    throw new AppError('BAD_REQUEST', `skills: No questions for ${empty.join(', ')} yet`);
  }
  const adaptive = input.difficulty === 'adaptive';
  const levelFor = await ratingLevels(deps.db, deps.user.id);
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
    recentlySeen: await recentlySeen(deps.db, deps.user.id, now),
    random,
  });
  const attempt = await insertAttempt(
    deps,
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
  return attemptState(deps, attempt, now);
}

// Today's Daily 5: a practice quiz that starts with due review questions and fills up with
// adaptive picks over the candidate's weakest skills. One per UTC day; asking again answers the
// same attempt.
export async function startDailyQuiz(
  deps: QuizDeps,
): Promise<{ attempt: Attempt; created: boolean }> {
  const now = deps.now ?? new Date();
  const today = utcDay(now);
  const existing = async () => {
    const [row] = await deps.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, deps.user.id), eq(quizAttempts.dailyDate, today)));
    return row;
  };
  const found = await existing();
  if (found) return { attempt: await attemptState(deps, found, now), created: false };

  const random = seededRandom(`${deps.user.id}:${today}`);
  const candidates = await choiceCandidates(deps);
  const due = await dueReviewQuestions(deps, now, DAILY_REVIEW_SLOTS);
  const ratings = await loadRatings(deps.db, deps.user.id);
  const { targetSkills } = await getCandidateProfile(deps.db, deps.user.id);
  const skills = dailySkills(ratings, targetSkills, random);
  const levelFor = (skill: Skill) => levelOf(ratings.get(skill) ?? START_RATING);
  const fresh = pickQuestions({
    candidates,
    skills,
    count: DAILY_LENGTH - due.length,
    difficultyFor: levelFor,
    exclude: new Set(due.map((d) => d.question.id)),
    recentlySeen: await recentlySeen(deps.db, deps.user.id, now),
    random,
  });
  const picks = [...due, ...fresh];
  try {
    const attempt = await insertAttempt(
      deps,
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
    return { attempt: await attemptState(deps, attempt, now), created: true };
  } catch (error) {
    // Two tabs starting the Daily 5 at once: the unique index lets one win; both get it.
    const winner = isUniqueViolation(error) ? await existing() : undefined;
    if (!winner) throw error;
    return { attempt: await attemptState(deps, winner, now), created: false };
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

async function dueReviewQuestions(deps: QuizDeps, now: Date, limit: number): Promise<Pick[]> {
  const rows = await deps.db
    .select({ questionId: reviewItems.questionId })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, deps.user.id), lte(reviewItems.dueAt, now)))
    .orderBy(asc(reviewItems.dueAt), asc(reviewItems.questionId))
    .limit(limit);
  return picksOf(
    deps,
    rows.map((r) => r.questionId),
  );
}

// The questions of a drawn quiz, each for its first skill; retired or no longer visible
// questions are left out.
async function picksOf(deps: QuizDeps, ids: readonly string[]): Promise<Pick[]> {
  const pool = await getQuestionPool(deps.db, deps.cache);
  const visible = visibleTo(deps.user);
  return ids
    .map((id) => pool.byId.get(id))
    .filter((q): q is PoolQuestion => !!q && !q.retired && q.kind !== 'open' && visible(q))
    .map((question) => ({ question, skill: question.skills[0] as Skill }));
}

async function startDrawnQuiz(
  deps: QuizDeps,
  source: 'review' | 'bookmarks',
  input: DrawnQuiz,
  ids: readonly string[],
  now: Date,
): Promise<Attempt> {
  const picks = await picksOf(deps, ids);
  if (!picks.length) {
    throw new AppError(
      'CONFLICT',
      source === 'review'
        ? 'Nothing to review: no missed questions are due'
        : 'No bookmarked questions to practise',
    );
  }
  const mode = input.mode ?? 'practice';
  const attempt = await insertAttempt(
    deps,
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
  return attemptState(deps, attempt, now);
}

// "Retake what I missed": the due questions of the spaced-review queue, most overdue first.
export async function startReviewQuiz(deps: QuizDeps, input: DrawnQuiz): Promise<Attempt> {
  const now = deps.now ?? new Date();
  const due = await dueReviewQuestions(deps, now, input.length ?? 10);
  return startDrawnQuiz(
    deps,
    'review',
    input,
    due.map((p) => p.question.id),
    now,
  );
}

export async function startBookmarksQuiz(deps: QuizDeps, input: DrawnQuiz): Promise<Attempt> {
  const now = deps.now ?? new Date();
  const rows = await deps.db
    .select({ id: questionBookmarks.questionId })
    .from(questionBookmarks)
    .where(eq(questionBookmarks.userId, deps.user.id))
    .orderBy(desc(questionBookmarks.createdAt))
    .limit(input.length ?? 10);
  return startDrawnQuiz(
    deps,
    'bookmarks',
    input,
    rows.map((r) => r.id),
    now,
  );
}

// Reading an exam whose time ran out submits it: its clock is the server's, not the browser's.
export async function getAttempt(deps: QuizDeps, id: string): Promise<Attempt> {
  const now = deps.now ?? new Date();
  let attempt = await ownedAttempt(deps.db, deps.user.id, id);
  if (isExpiredExam(attempt, now)) attempt = await completeAttempt(deps, attempt, now);
  return attemptState(deps, attempt, now);
}

const isExpiredExam = (attempt: AttemptRow, now: Date) =>
  attempt.completedAt === null &&
  attempt.deadlineAt !== null &&
  now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;

const assertInProgress = (attempt: AttemptRow) => {
  if (attempt.completedAt) {
    throw new AppError('CONFLICT', 'This quiz is finished; its answers can no longer change');
  }
};

// Practice: shows the next question, starting its clock. An adaptive quiz picks it now, from
// the rating the previous answers left. Calling it while a question is open changes nothing.
export async function serveNextQuestion(deps: QuizDeps, id: string): Promise<Attempt> {
  const now = deps.now ?? new Date();
  const attempt = await ownedAttempt(deps.db, deps.user.id, id);
  assertInProgress(attempt);
  if (attempt.mode === 'exam') return attemptState(deps, attempt, now);
  const rows = await attemptRows(deps.db, attempt.id);
  const open = rows.find((r) => r.shownAt !== null && r.selected === null);
  if (open) return attemptState(deps, attempt, now);
  const waiting = rows.find((r) => r.shownAt === null);
  if (waiting) {
    await deps.db
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
    const levelFor = await ratingLevels(deps.db, deps.user.id);
    const [pick] = pickQuestions({
      candidates: await choiceCandidates(deps),
      skills: attempt.skills as Skill[],
      count: 1,
      difficultyFor: levelFor,
      exclude: new Set(rows.map((r) => r.questionId)),
      recentlySeen: await recentlySeen(deps.db, deps.user.id, now),
      random: Math.random,
      startPosition: rows.length,
    });
    if (!pick) return completeAttempt(deps, attempt, now).then((a) => attemptState(deps, a, now));
    try {
      await deps.db.insert(quizAttemptQuestions).values({
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
  return attemptState(deps, attempt, now);
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
  if (!row) throw new AppError('NOT_FOUND', `This quiz has no question at position ${position}`);
  return row;
}

function assertValidSelection(question: PoolQuestion, selected: readonly string[]) {
  const unknown = selected.filter((id) => !question.options.some((o) => o.id === id));
  if (unknown.length) {
    throw new AppError(
      'BAD_REQUEST',
      `selected: This question has no option ${unknown.join(', ')}`,
    );
  }
  if (new Set(selected).size !== selected.length) {
    throw new AppError('BAD_REQUEST', 'selected: An option is chosen twice');
  }
  if (question.kind !== 'multiple' && selected.length !== 1) {
    throw new AppError('BAD_REQUEST', 'selected: Choose exactly one option');
  }
}

// Practice: grades at once (once only; late answers are graded but never count). Exam: keeps
// the answer, which may change until submission; after the deadline it is kept marked late.
export async function answerQuestion(
  deps: QuizDeps,
  id: string,
  position: number,
  answer: Answer,
): Promise<Attempt> {
  const now = deps.now ?? new Date();
  const attempt = await ownedAttempt(deps.db, deps.user.id, id);
  assertInProgress(attempt);
  const row = await attemptRow(deps.db, attempt.id, position);
  const question = (await findQuestion(deps.db, deps.cache, row.questionId))!;
  assertValidSelection(question, answer.selected);

  if (attempt.mode === 'exam') {
    const late = now.getTime() > attempt.deadlineAt!.getTime() + GRACE_MS;
    const elapsed = Math.min(answer.elapsedMs ?? 0, now.getTime() - attempt.startedAt.getTime());
    await deps.db
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
    return attemptState(deps, attempt, now);
  }

  if (row.shownAt === null) {
    throw new AppError('CONFLICT', 'This question has not been shown yet');
  }
  const due = questionDueAt(row, question)!;
  const late = now.getTime() > due.getTime() + GRACE_MS;
  const timeSpentMs = now.getTime() - row.shownAt.getTime();
  const completed = await deps.db.transaction(async (tx) => {
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
    if (!answered) throw new AppError('CONFLICT', 'You already answered this question');
    await gradeRows(tx, deps.user.id, [{ row: answered, question }], now);
    const rows = await attemptRows(tx, attempt.id);
    const done = rows.filter((r) => r.selected !== null).length >= attempt.length;
    return done ? finish(tx, attempt, rows, now) : undefined;
  });
  return attemptState(deps, completed ?? attempt, now);
}

export async function flagQuestion(
  deps: QuizDeps,
  id: string,
  position: number,
  flagged: boolean,
): Promise<Attempt> {
  const now = deps.now ?? new Date();
  const attempt = await ownedAttempt(deps.db, deps.user.id, id);
  assertInProgress(attempt);
  await attemptRow(deps.db, attempt.id, position);
  await deps.db
    .update(quizAttemptQuestions)
    .set({ flagged })
    .where(
      and(
        eq(quizAttemptQuestions.attemptId, attempt.id),
        eq(quizAttemptQuestions.position, position),
      ),
    );
  return attemptState(deps, attempt, now);
}

// Ends the attempt: an exam is graded now; a practice quiz ended early counts the question left
// open as missed and drops the ones never shown.
export async function submitAttempt(deps: QuizDeps, id: string): Promise<Attempt> {
  const now = deps.now ?? new Date();
  const attempt = await ownedAttempt(deps.db, deps.user.id, id);
  if (attempt.completedAt) throw new AppError('CONFLICT', 'This quiz was already submitted');
  return attemptState(deps, await completeAttempt(deps, attempt, now), now);
}

async function completeAttempt(deps: QuizDeps, attempt: AttemptRow, now: Date) {
  return deps.db.transaction(async (tx) => {
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
      { ...deps, db: tx },
      ungraded.map((r) => r.questionId),
    );
    await gradeRows(
      tx,
      deps.user.id,
      ungraded.map((row) => ({ row, question: questions(row.questionId) })),
      now,
    );
    return finish(tx, attempt, await attemptRows(tx, attempt.id), now);
  });
}

async function finish(tx: Db, attempt: AttemptRow, rows: AttemptQuestionRow[], now: Date) {
  const score = rows.length
    ? Math.round((100 * rows.filter(countsAsCorrect).length) / rows.length)
    : 0;
  const [done] = await tx
    .update(quizAttempts)
    .set({ completedAt: now, score })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  return done!;
}
