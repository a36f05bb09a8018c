import { describe, expect, it } from 'vitest';
import { dayKey, formatDisplayDate, formatInputDate, formatMonthYear } from './date-formats';

const moment = '2025-11-21T08:06:00Z';

describe('the input, display and month-year date formats', () => {
  it('D: the short numeric input date', () => {
    expect(formatInputDate(moment, 'en-US', 'UTC')).toBe('11/21/2025');
    expect(formatInputDate(moment, 'tr', 'UTC')).toBe('21.11.2025');
  });

  it('DDD: the display date with the month named', () => {
    expect(formatDisplayDate(moment, 'en-US', 'UTC')).toBe('November 21, 2025');
    expect(formatDisplayDate(moment, 'tr', 'UTC')).toBe('21 Kasım 2025');
  });

  it('LLL yyyy: the short month and the year', () => {
    expect(formatMonthYear(moment, 'en-US', 'UTC')).toBe('Nov 2025');
    expect(formatMonthYear(moment, 'tr', 'UTC')).toBe('Kas 2025');
  });

  it('answers an empty text for an invalid date', () => {
    expect(formatDisplayDate('not a date', 'en')).toBe('');
    expect(formatMonthYear('not a date', 'en')).toBe('');
  });

  it('groups moments by their calendar day in the given time zone', () => {
    expect(dayKey('2025-11-21T23:30:00Z', 'UTC')).toBe('2025-11-21');
    expect(dayKey('2025-11-21T23:30:00Z', 'Europe/Istanbul')).toBe('2025-11-22');
  });
});
