import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago within a week, in the reader’s language', () => {
    expect(relativeTime(ago(20), 'en', { now })).toBeNull();
    expect(relativeTime(ago(5 * 60), 'en', { now })).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), 'en', { now })).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), 'en', { now })).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), 'tr', { now })).toBe('3 gün önce');
  });

  it('gives the date for anything older', () => {
    expect(relativeTime(ago(10 * 86400), 'en', { now, timeZone: 'UTC' })).toBe('November 16, 2026');
  });
});
