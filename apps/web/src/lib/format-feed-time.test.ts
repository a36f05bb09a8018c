import { describe, expect, it } from 'vitest';
import { formatFeedTime } from './format-feed-time';

describe('formatFeedTime', () => {
  it("formats as 'MMM dd, h:mm a'", () => {
    expect(formatFeedTime('2024-03-07T15:05:00Z', 'en', 'UTC')).toBe('Mar 07, 3:05 PM');
    expect(formatFeedTime('2024-11-21T00:30:00Z', 'en', 'UTC')).toBe('Nov 21, 12:30 AM');
  });

  it('uses the reader time zone', () => {
    expect(formatFeedTime('2024-03-07T15:05:00Z', 'en', 'Europe/Istanbul')).toBe('Mar 07, 6:05 PM');
  });

  it('answers an empty string for an invalid date instead of "Invalid Date"', () => {
    expect(formatFeedTime('not a date', 'en', 'UTC')).toBe('');
  });
});
