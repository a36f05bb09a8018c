import { describe, expect, it } from 'vitest';
import { METRIC_IDS } from './types';
import { SCORE_BANDS, WEIGHTS, statusOf, subScore, targetOf } from './scoring';

describe('published scoring', () => {
  it('has a weight and a band for every metric, the weights adding up to 100', () => {
    expect(Object.keys(WEIGHTS).sort()).toEqual([...METRIC_IDS].sort());
    expect(Object.keys(SCORE_BANDS).sort()).toEqual([...METRIC_IDS].sort());
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('scores 100 inside the good range and falls linearly to 0 at the zero points', () => {
    // Words per minute: good 130-160, zero at 70 and 220.
    expect(
      [100, 129, 130, 145, 160, 190, 220, 300].map((v) => subScore('wordsPerMinute', v)),
    ).toEqual([50, 98, 100, 100, 100, 50, 0, 0]);
    // Fillers per 100 words: good up to 2, zero at 10.
    expect([0, 2, 6, 10, 25].map((v) => subScore('fillerWords', v))).toEqual([100, 100, 50, 0, 0]);
    // STAR: 25 per component, 15 off when out of order.
    expect([0, 1, 2, 3, 4].map((v) => subScore('star', v))).toEqual([0, 25, 50, 75, 100]);
    expect(subScore('star', 4, true)).toBe(85);
    expect(subScore('star', 0, true)).toBe(0);
  });

  it('rates good inside the range, fair from 50, needs work below', () => {
    expect(statusOf('hedges', 1, subScore('hedges', 1))).toBe('good');
    expect(statusOf('hedges', 3.5, subScore('hedges', 3.5))).toBe('fair');
    expect(statusOf('hedges', 3.6, subScore('hedges', 3.6))).toBe('needs-work');
    expect(statusOf('star', 4, subScore('star', 4, true))).toBe('fair');
  });

  it('shows only the finite sides of the good range as the target', () => {
    expect(targetOf('wordsPerMinute')).toEqual({ min: 130, max: 160 });
    expect(targetOf('fillerWords')).toEqual({ max: 2 });
    expect(targetOf('quantifiedClaims')).toEqual({ min: 2 });
  });
});
