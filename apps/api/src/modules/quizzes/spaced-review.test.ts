import { describe, expect, it } from 'vitest';
import { reviewQuality, scheduleReview } from './spaced-review';

const now = new Date('2026-11-21T10:00:00Z');
const days = (state: { dueAt: Date } | undefined) =>
  state ? (state.dueAt.getTime() - now.getTime()) / 86_400_000 : undefined;

describe('spaced review (SM-2)', () => {
  it('grades quality 5 for quick right answers, 4 for right, 1 for misses', () => {
    expect(reviewQuality(true, 20_000, 60)).toBe(5);
    expect(reviewQuality(true, 40_000, 60)).toBe(4);
    expect(reviewQuality(true, null, 60)).toBe(4);
    expect(reviewQuality(false, 1_000, 60)).toBe(1);
  });

  it('queues a missed question due at once, and ignores a right answer to a new one', () => {
    expect(scheduleReview(undefined, 4, now)).toBeUndefined();
    const queued = scheduleReview(undefined, 1, now);
    expect(queued).toMatchObject({ repetitions: 0, lapses: 1, easiness: 2.5 });
    expect(days(queued)).toBe(0);
  });

  it('spaces right answers 1, 6, then interval x easiness days; a miss starts over', () => {
    let state = scheduleReview(undefined, 1, now)!;
    state = scheduleReview(state, 4, now)!;
    expect([state.repetitions, days(state)]).toEqual([1, 1]);
    state = scheduleReview(state, 4, now)!;
    expect([state.repetitions, days(state)]).toEqual([2, 6]);
    state = scheduleReview(state, 5, now)!;
    expect(state.repetitions).toBe(3);
    expect(days(state)).toBe(Math.round(6 * 2.5));
    expect(state.easiness).toBe(2.6);
    const missed = scheduleReview(state, 1, now)!;
    expect(missed).toMatchObject({ repetitions: 0, intervalDays: 1, lapses: 2 });
    expect(missed.easiness).toBe(2.06);
  });

  it('never lets easiness fall below 1.3', () => {
    let state = scheduleReview(undefined, 1, now)!;
    for (let i = 0; i < 10; i++) state = scheduleReview(state, 1, now)!;
    expect(state.easiness).toBe(1.3);
  });
});
