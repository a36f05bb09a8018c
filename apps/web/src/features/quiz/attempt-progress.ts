import type { QuestionKind } from '@rehearse/contracts/question-bank';
import type { Attempt, AttemptQuestion, Grading } from '@rehearse/contracts/quizzes';

// Pure reading of an attempt's state for the player and the results.

// The candidate's choice after picking `optionId`: one option for single and true/false
// questions, a toggle (kept in the options' order) for multiple choice.
export function nextSelection(
  kind: QuestionKind,
  optionOrder: readonly string[],
  selected: readonly string[],
  optionId: string,
): string[] {
  if (kind !== 'multiple') return [optionId];
  const chosen = new Set(selected);
  if (chosen.has(optionId)) chosen.delete(optionId);
  else chosen.add(optionId);
  return optionOrder.filter((id) => chosen.has(id));
}

// Practice shows one question at a time: the one shown last is on screen, open or just graded.
export function currentPracticeQuestion(attempt: Attempt): AttemptQuestion | undefined {
  return attempt.questions.reduce<AttemptQuestion | undefined>(
    (last, q) => (!last || q.position > last.position ? q : last),
    undefined,
  );
}

export const isAnswered = (q: AttemptQuestion) => q.selected !== null && q.selected.length > 0;

export function examProgress(attempt: Attempt) {
  const answered = attempt.questions.filter(isAnswered).length;
  return {
    answered,
    unanswered: attempt.questions.length - answered,
    flagged: attempt.questions.filter((q) => q.flagged).length,
  };
}

// How one option reads once graded: chosen or not, right or not.
export type OptionVerdict = 'chosen-right' | 'chosen-wrong' | 'missed-right' | 'plain';

export function optionVerdict(
  grading: Grading,
  selected: readonly string[] | null,
  optionId: string,
): OptionVerdict {
  const chosen = selected?.includes(optionId) ?? false;
  const right = grading.correctOptionIds.includes(optionId);
  if (chosen) return right ? 'chosen-right' : 'chosen-wrong';
  return right ? 'missed-right' : 'plain';
}

export type QuestionOutcome = 'correct' | 'wrong' | 'late' | 'unanswered';

// Late answers are explained but never counted, whatever was chosen.
export function questionOutcome(q: AttemptQuestion): QuestionOutcome {
  if (!isAnswered(q)) return 'unanswered';
  if (q.grading?.late) return 'late';
  return q.grading?.correct ? 'correct' : 'wrong';
}

// A rating as the width of its bar: the scale runs from level 1 (600) to past level 5 (1400).
const BAR_MIN = 500;
const BAR_MAX = 1500;
export function ratingBarPercent(rating: number): number {
  const value = ((rating - BAR_MIN) / (BAR_MAX - BAR_MIN)) * 100;
  return Math.round(Math.min(100, Math.max(2, value)));
}

// Bars of the time spent per question, as shares of the longest.
export function timeBars(questions: readonly AttemptQuestion[]) {
  const longest = Math.max(1, ...questions.map((q) => q.timeSpentMs ?? 0));
  return questions.map((q) => ({
    position: q.position,
    ms: q.timeSpentMs ?? 0,
    percent: Math.round(((q.timeSpentMs ?? 0) / longest) * 100),
    outcome: questionOutcome(q),
  }));
}

// Rating changes of an answer as signed numbers per skill, largest first, zero changes left out.
export function ratingChanges(grading: Grading): { skill: string; change: number }[] {
  return Object.entries(grading.ratingChange)
    .filter(([, change]) => change !== 0)
    .map(([skill, change]) => ({ skill, change }))
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
}
