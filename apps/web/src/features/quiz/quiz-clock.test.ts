import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown, remainingMs, splitDuration, timerTone } from './quiz-clock';

describe('quiz clock', () => {
  it('counts down against the server clock, whatever the browser clock says', () => {
    const serverNow = '2025-01-01T10:00:00.000Z';
    const deadline = '2025-01-01T10:01:00.000Z';
    // The browser clock is 5 minutes ahead of the server.
    const receivedAt = Date.parse(serverNow) + 5 * 60_000;
    const offset = clockOffset(serverNow, receivedAt);
    expect(remainingMs(deadline, offset, receivedAt)).toBe(60_000);
    expect(remainingMs(deadline, offset, receivedAt + 15_000)).toBe(45_000);
    expect(remainingMs(deadline, offset, receivedAt + 90_000)).toBe(0);
  });

  it('formats whole seconds rounded up, with hours when needed', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(42_000)).toBe('0:42');
    expect(formatCountdown(725_000)).toBe('12:05');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('warns in the last 30 seconds and alarms in the last 10', () => {
    expect(timerTone(31_000)).toBe('normal');
    expect(timerTone(30_000)).toBe('warning');
    expect(timerTone(10_000)).toBe('danger');
  });

  it('splits a duration into minutes and seconds', () => {
    expect(splitDuration(65_400)).toEqual({ minutes: 1, seconds: 5 });
    expect(splitDuration(59_600)).toEqual({ minutes: 1, seconds: 0 });
    expect(splitDuration(-1)).toEqual({ minutes: 0, seconds: 0 });
  });
});
