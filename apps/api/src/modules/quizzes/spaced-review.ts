// The spaced-review queue follows SM-2 (Wozniak, 1990): a missed question comes back at once,
// then after 1 day, 6 days, and ever longer intervals while it keeps being answered right; a
// miss starts the climb again. Quality is 0-5 as in SM-2.

export type ReviewState = {
  easiness: number;
  repetitions: number;
  intervalDays: number;
  lapses: number;
  dueAt: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

// How well a graded answer went, on SM-2's scale: right and quick (within half the question's
// time guide) is 5, right is 4, missed (wrong, late or unanswered) is 1.
export function reviewQuality(correct: boolean, timeSpentMs: number | null, guideSeconds: number) {
  if (!correct) return 1;
  return timeSpentMs !== null && timeSpentMs <= (guideSeconds * 1000) / 2 ? 5 : 4;
}

const nextEasiness = (easiness: number, quality: number) =>
  Math.max(1.3, easiness + (0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02)));

// The state after a review. `previous` is undefined for a question not in the queue yet: only a
// miss puts it there, due immediately so "Retake what I missed" can offer it straight away.
export function scheduleReview(
  previous: Omit<ReviewState, 'dueAt'> | undefined,
  quality: number,
  now: Date,
): ReviewState | undefined {
  if (!previous) {
    if (quality >= 3) return undefined;
    return { easiness: 2.5, repetitions: 0, intervalDays: 0, lapses: 1, dueAt: now };
  }
  const easiness = Math.round(nextEasiness(previous.easiness, quality) * 100) / 100;
  if (quality < 3) {
    return {
      easiness,
      repetitions: 0,
      intervalDays: 1,
      lapses: previous.lapses + 1,
      dueAt: new Date(now.getTime() + DAY_MS),
    };
  }
  const repetitions = previous.repetitions + 1;
  const intervalDays =
    repetitions === 1
      ? 1
      : repetitions === 2
        ? 6
        : Math.round(Math.max(1, previous.intervalDays) * previous.easiness);
  return {
    easiness,
    repetitions,
    intervalDays,
    lapses: previous.lapses,
    dueAt: new Date(now.getTime() + intervalDays * DAY_MS),
  };
}
