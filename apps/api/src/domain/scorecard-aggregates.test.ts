import { describe, expect, it } from 'vitest';
import { criterionAggregate, toAggregate, type CandidateTotals } from './scorecard-aggregates';

const criteria = [
  { id: 'a', name: 'Problem solving', weight: 1 },
  { id: 'b', name: 'Communication', weight: 3 },
];
const stats = (criterion_id: string, mean: number, min: number, max: number, ratings: number) => ({
  candidate_id: 'c',
  criterion_id,
  mean,
  min,
  max,
  ratings,
});
const totals = (over: Partial<CandidateTotals> = {}): CandidateTotals => ({
  candidate_id: 'c',
  scorecards: 2,
  overall: 3.25,
  'strong-no': 0,
  no: 1,
  yes: 1,
  'strong-yes': 0,
  ...over,
});

describe('scorecard aggregates', () => {
  it('flags a disagreement from a spread of two, not one', () => {
    expect(criterionAggregate(criteria[0], stats('a', 3, 2, 4, 2)).disagreement).toBe(true);
    expect(criterionAggregate(criteria[0], stats('a', 3.5, 3, 4, 2)).disagreement).toBe(false);
  });

  it('rounds means to two decimals and reports the spread', () => {
    expect(criterionAggregate(criteria[1], stats('b', 11 / 3, 3, 5, 3))).toEqual({
      criterion_id: 'b',
      name: 'Communication',
      weight: 3,
      mean: 3.67,
      min: 3,
      max: 5,
      spread: 2,
      ratings: 3,
      disagreement: true,
      gap: false,
    });
  });

  it('calls an unrated criterion a gap once someone has scored, and nothing a gap before', () => {
    const scored = toAggregate(criteria, [stats('b', 3, 3, 3, 2)], totals());
    expect(scored.gaps).toBe(1);
    expect(scored.criteria[0]).toMatchObject({ gap: true, mean: null, spread: null });
    expect(scored.disagreement).toBe(false);
    const unscored = toAggregate(criteria, [], undefined);
    expect([unscored.gaps, unscored.scorecards, unscored.overall]).toEqual([0, 0, null]);
    expect(unscored.recommendations).toEqual({ 'strong-no': 0, no: 0, yes: 0, 'strong-yes': 0 });
  });

  it('takes the overall and the recommendation counts from the database figures', () => {
    const aggregate = toAggregate(criteria, [stats('a', 2, 1, 3, 2)], totals({ overall: 2.4 }));
    expect(aggregate.overall).toBe(2.4);
    expect(aggregate.recommendations.no).toBe(1);
    expect(aggregate.disagreement).toBe(true);
  });
});
