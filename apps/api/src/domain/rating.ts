// The candidate's per-skill rating: Elo, with each question rated by its difficulty. 1000 is
// where everyone starts and what a difficulty-3 question is worth; each difficulty step is 200
// points, so a candidate rated like a question answers it right about half the time.

export const START_RATING = 1000;
const POINTS_PER_DIFFICULTY = 200;

export const questionRating = (difficulty: number) =>
  START_RATING + (difficulty - 3) * POINTS_PER_DIFFICULTY;

// Levels and question difficulties run from 1 to 5.
export const clampLevel = (level: number) => Math.min(5, Math.max(1, level));

// The difficulty (1-5) the rating matches: the level the candidate sees, and the difficulty an
// adaptive quiz asks next.
export const levelOf = (rating: number) =>
  clampLevel(Math.round((rating - START_RATING) / POINTS_PER_DIFFICULTY + 3));

// A skill with no rated answers is "not rated yet": it has no rating to show, and quizzes ask
// it at this level (the start rating's).
export const START_LEVEL = levelOf(START_RATING);

// The chance, as Elo sees it, that a candidate with this rating answers the question right.
export const expectedScore = (rating: number, difficulty: number) =>
  1 / (1 + 10 ** ((questionRating(difficulty) - rating) / 400));

// Larger steps while the rating is still finding its level.
export const kFactor = (answered: number) => (answered < 10 ? 48 : 24);

// The rating after one graded answer (late and unanswered count as wrong), to one decimal.
export function nextRating(
  rating: number,
  answered: number,
  difficulty: number,
  correct: boolean,
): number {
  const change = kFactor(answered) * ((correct ? 1 : 0) - expectedScore(rating, difficulty));
  return Math.round((rating + change) * 10) / 10;
}
