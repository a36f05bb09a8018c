import { describe, expect, it } from 'vitest';
import { formatReminder, fromLocalInput, toLocalInput } from './format-reminder';

describe('reminders', () => {
  it('reads as the display date and the time of day, in the reader language and zone', () => {
    const iso = '2030-01-15T09:30:00.000Z';
    expect(formatReminder(iso, 'en', 'UTC')).toBe('January 15, 2030, 9:30 AM');
    expect(formatReminder(iso, 'tr', 'Europe/Istanbul')).toBe('15 Ocak 2030, 12:30');
    expect(formatReminder('not a date', 'en')).toBe('');
  });

  it('goes to a datetime-local value on the local clock and back', () => {
    const local = '2030-01-15T09:30';
    const iso = fromLocalInput(local);
    expect(iso).toBe(new Date(2030, 0, 15, 9, 30).toISOString());
    expect(toLocalInput(iso)).toBe(local);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
