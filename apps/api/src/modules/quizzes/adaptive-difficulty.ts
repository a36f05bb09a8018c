// The difficulty an adaptive practice quiz asks next, per skill (decision 024). A skill's first
// question in the quiz is at the level its rating had when the quiz reached it; after that the
// difficulty stays, and each run of three right answers in a row moves it one step up, each run
// of three wrong ones (late and unanswered count as wrong) one step down, within 1 to 5. The
// rating alone would take five or more misses to leave a level, which is not what the candidate
// sees as adapting.
import type { Skill } from '@rehearse/contracts/question-bank';
import { clampLevel, levelOf } from '../../domain/rating';
import { countsAsCorrect, type AttemptQuestionRow } from './quiz-view';

// Answers in a row, all right or all wrong, that move the difficulty one step.
export const STREAK = 3;

// Walks one skill's answers from its start level: a full streak moves a step and starts a new
// streak, so six misses in a row move two steps.
export function streakDifficulty(startLevel: number, answers: readonly boolean[]): number {
  let difficulty = startLevel;
  let run = 0;
  let last: boolean | undefined;
  for (const right of answers) {
    run = right === last ? run + 1 : 1;
    last = right;
    if (run === STREAK) {
      difficulty = clampLevel(difficulty + (right ? 1 : -1));
      run = 0;
      last = undefined;
    }
  }
  return difficulty;
}

// The next difficulty for each skill of a running quiz, from its graded rows (in position
// order) and the candidate's current levels for skills the quiz has not asked yet.
export function adaptiveDifficulty(
  rows: readonly AttemptQuestionRow[],
  levelFor: (skill: Skill) => number,
): (skill: Skill) => number {
  return (skill) => {
    const asked = rows.filter((r) => r.skill === skill && r.correct !== null);
    // The rating before the skill's first answer here is the one its first question was asked at.
    const before = asked[0]?.ratingChange?.[skill]?.before;
    const start = before === undefined ? levelFor(skill) : levelOf(before);
    return streakDifficulty(start, asked.map(countsAsCorrect));
  };
}
