import type {
  Attempt,
  AttemptQuestion,
  AttemptResults,
  AttemptSummary,
  QuizDifficulty,
} from '@rehearse/contracts/quizzes';
import type { Skill } from '@rehearse/contracts/question-bank';
import type { quizAttemptQuestions, quizAttempts } from '../../db/schema/quizzes';
import type { PoolQuestion } from '../../domain/question-pool';
import { levelOf } from '../../domain/rating';

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AttemptQuestionRow = typeof quizAttemptQuestions.$inferSelect;

export const parseDifficulty = (stored: string | null): QuizDifficulty | null =>
  stored === null ? null : stored === 'adaptive' ? 'adaptive' : Number(stored);

// A practice question's own deadline: shown time plus its time guide.
export const questionDueAt = (row: AttemptQuestionRow, question: PoolQuestion) =>
  row.shownAt ? new Date(row.shownAt.getTime() + question.timeGuideSeconds * 1000) : null;

// Counted as right only when right and in time.
export const countsAsCorrect = (row: AttemptQuestionRow) => row.correct === true && !row.late;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export const correctOptionIds = (question: PoolQuestion) =>
  question.options.filter((o) => o.correct).map((o) => o.id);

export const isRightAnswer = (question: PoolQuestion, selected: readonly string[]) =>
  sameSet([...new Set(selected)], correctOptionIds(question));

function toAttemptQuestion(
  attempt: AttemptRow,
  row: AttemptQuestionRow,
  question: PoolQuestion,
  bookmarked: boolean,
): AttemptQuestion {
  // What makes grading honest: the answer key and explanations travel only with a graded row
  // (a practice question once answered, every exam question once submitted).
  const graded = row.correct !== null;
  const due = attempt.mode === 'practice' ? questionDueAt(row, question) : null;
  return {
    position: row.position,
    skill: row.skill as Skill,
    question: question.public,
    selected: row.selected,
    flagged: row.flagged,
    bookmarked,
    shownAt: row.shownAt?.toISOString() ?? null,
    dueAt: due?.toISOString() ?? null,
    timeSpentMs: row.timeSpentMs,
    grading: graded
      ? {
          correct: row.correct === true,
          late: row.late,
          correctOptionIds: correctOptionIds(question),
          options: question.options.map(({ id, correct, explanation }) => ({
            id,
            correct,
            explanation,
          })),
          ratingChange: Object.fromEntries(
            Object.entries(row.ratingChange ?? {}).map(([skill, { before, after }]) => [
              skill,
              Math.round(after - before),
            ]),
          ),
        }
      : null,
  };
}

// Score and breakdown of a completed attempt, from its graded rows. Ratings before and after
// are the first and last recorded for each skill within the attempt.
export function attemptResults(
  rows: readonly AttemptQuestionRow[],
  currentRatings: ReadonlyMap<string, number>,
): AttemptResults {
  const total = rows.length;
  const correct = rows.filter(countsAsCorrect).length;
  const bySkill = new Map<
    string,
    { correct: number; total: number; before?: number; after?: number }
  >();
  for (const row of rows) {
    const entry = bySkill.get(row.skill) ?? { correct: 0, total: 0 };
    entry.total += 1;
    if (countsAsCorrect(row)) entry.correct += 1;
    bySkill.set(row.skill, entry);
  }
  for (const row of rows) {
    for (const [skill, change] of Object.entries(row.ratingChange ?? {})) {
      const entry = bySkill.get(skill);
      if (!entry) continue;
      entry.before ??= change.before;
      entry.after = change.after;
    }
  }
  return {
    correct,
    total,
    score: total ? Math.round((100 * correct) / total) : 0,
    late: rows.filter((r) => r.late).length,
    unanswered: rows.filter((r) => r.selected === null).length,
    timeSpentMs: rows.reduce((sum, r) => sum + (r.timeSpentMs ?? 0), 0),
    bySkill: [...bySkill].map(([skill, entry]) => {
      const current = currentRatings.get(skill) ?? 1000;
      const before = Math.round(entry.before ?? current);
      const after = Math.round(entry.after ?? current);
      return {
        skill: skill as Skill,
        correct: entry.correct,
        total: entry.total,
        ratingBefore: before,
        ratingAfter: after,
        level: levelOf(after),
      };
    }),
  };
}

export function toAttempt(
  attempt: AttemptRow,
  rows: readonly AttemptQuestionRow[],
  questionOf: (id: string) => PoolQuestion,
  bookmarks: ReadonlySet<string>,
  currentRatings: ReadonlyMap<string, number>,
  now: Date,
): Attempt {
  // A practice attempt shows the questions served so far; an exam shows all of them.
  const visible = attempt.mode === 'exam' ? rows : rows.filter((r) => r.shownAt !== null);
  const completed = attempt.completedAt !== null;
  return {
    id: attempt.id,
    mode: attempt.mode,
    source: attempt.source,
    difficulty: parseDifficulty(attempt.difficulty),
    skills: attempt.skills as Skill[],
    length: attempt.length,
    status: completed ? 'completed' : 'in-progress',
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt?.toISOString() ?? null,
    completedAt: attempt.completedAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
    questions: visible.map((row) =>
      toAttemptQuestion(attempt, row, questionOf(row.questionId), bookmarks.has(row.questionId)),
    ),
    results: completed ? attemptResults(visible, currentRatings) : null,
  };
}

export function toAttemptSummary(attempt: AttemptRow, answered: number): AttemptSummary {
  return {
    id: attempt.id,
    mode: attempt.mode,
    source: attempt.source,
    skills: attempt.skills as Skill[],
    length: attempt.length,
    status: attempt.completedAt ? 'completed' : 'in-progress',
    answered,
    startedAt: attempt.startedAt.toISOString(),
    completedAt: attempt.completedAt?.toISOString() ?? null,
    score: attempt.score,
  };
}
