import { issueToError } from '@rehearse/contracts/validation-issues';
import { describe, expect, it } from 'vitest';
import {
  customRangeSchema,
  daysOf,
  parseRangeChoice,
  rangeChoiceToParams,
  rangeOf,
} from './date-range';

const today = '2026-03-01';

// The codes the custom range form shows, per field, as contractResolver makes them.
const problems = (from: string, to: string) => {
  const result = customRangeSchema(today).safeParse({ from, to });
  return result.success
    ? []
    : result.error.issues.map((issue) => {
        const { code, field } = issueToError(issue, { from, to });
        return `${field ?? ''}: ${code}`;
      });
};

describe('progress date range', () => {
  it('counts a preset back from today, today included', () => {
    expect(rangeOf({ kind: 'preset', days: 7 }, today)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(daysOf(rangeOf({ kind: 'preset', days: 30 }, today))).toHaveLength(30);
    expect(rangeOf({ kind: 'preset', days: 365 }, today).from).toBe('2025-03-02');
  });

  it('reads and writes the choice in the address', () => {
    const roundTrip = (params: string) =>
      rangeChoiceToParams(parseRangeChoice(new URLSearchParams(params), today)).toString();
    expect(roundTrip('days=30')).toBe('days=30');
    // The default preset needs no parameter; an unknown one falls back to it.
    expect(roundTrip('days=90')).toBe('');
    expect(roundTrip('days=12')).toBe('');
    expect(roundTrip('from=2026-01-01&to=2026-01-31')).toBe('from=2026-01-01&to=2026-01-31');
    // A custom range that makes no sense is ignored.
    expect(roundTrip('from=2026-02-01&to=2026-01-01')).toBe('');
  });

  it('explains why a custom range cannot be used', () => {
    expect(problems('2026-01-01', '2026-01-31')).toEqual([]);
    expect(problems('2026-02-30', '2026-03-01')).toEqual(['from: validation.invalid_format']);
    expect(problems('', '2026-03-01')).toEqual(['from: validation.required']);
    expect(problems('2026-02-01', '2026-01-01')).toEqual(['from: validation.date_order']);
    expect(problems('2026-04-01', '2026-04-02')).toEqual(['from: validation.date_in_future']);
    expect(problems('2023-01-01', '2026-01-01')).toEqual(['to: validation.range_too_long']);
  });

  it('lists every day across a month end', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
