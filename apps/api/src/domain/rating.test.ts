import { describe, expect, it } from 'vitest';
import {
  expectedScore,
  kFactor,
  levelOf,
  nextRating,
  questionRating,
  START_RATING,
} from './rating';

describe('skill rating', () => {
  it('rates questions 200 points a difficulty step around 1000', () => {
    expect([1, 2, 3, 4, 5].map(questionRating)).toEqual([600, 800, 1000, 1200, 1400]);
  });

  it('maps a rating to the level (difficulty) it matches, within 1-5', () => {
    expect(levelOf(START_RATING)).toBe(3);
    expect(levelOf(1099)).toBe(3);
    expect(levelOf(1100)).toBe(4);
    expect(levelOf(650)).toBe(1);
    expect(levelOf(3000)).toBe(5);
    expect(levelOf(0)).toBe(1);
  });

  it('expects even odds against a question of the same level', () => {
    expect(expectedScore(1000, 3)).toBe(0.5);
    expect(expectedScore(1000, 5)).toBeCloseTo(1 / (1 + 10 ** 1), 10);
  });

  it('moves up on a right answer, down on a wrong one, more while new', () => {
    expect(kFactor(0)).toBe(48);
    expect(kFactor(10)).toBe(24);
    expect(nextRating(1000, 0, 3, true)).toBe(1024);
    expect(nextRating(1000, 0, 3, false)).toBe(976);
    expect(nextRating(1000, 20, 3, true)).toBe(1012);
    // Beating a hard question gains more than beating an easy one.
    expect(nextRating(1000, 20, 5, true) - 1000).toBeGreaterThan(
      nextRating(1000, 20, 1, true) - 1000,
    );
  });
});
