import { describe, expect, it } from 'vitest';
import type { Activity } from '@rehearse/contracts/activities';
import { formatRelativeTime, groupActivities, groupLabel } from './group-activities';

const item = (id: string, date: string): Activity => ({
  id,
  icon: 'heroicons_solid:star',
  image: null,
  description: id,
  date,
  extraContent: null,
  linkedContent: null,
  link: null,
  useRouter: null,
});

const now = new Date('2026-11-27T15:00:00Z');
const t = (key: string) => (key === 'activities.today' ? 'Today' : 'Yesterday');

describe('groupActivities', () => {
  it('splits the feed into Today, Yesterday and older days in the reader time zone', () => {
    const items = [
      item('a', '2026-11-27T14:30:00Z'),
      item('b', '2026-11-27T01:00:00Z'),
      item('c', '2026-11-26T10:00:00Z'),
      item('d', '2026-11-20T10:00:00Z'),
    ];
    const groups = groupActivities(items, now, 'UTC');
    expect(groups.map((g) => [g.kind, g.items.map((i) => i.id)])).toEqual([
      ['today', ['a', 'b']],
      ['yesterday', ['c']],
      ['date', ['d']],
    ]);
    expect(groups.map((g) => groupLabel(g, t, 'en', 'UTC'))).toEqual([
      'Today',
      'Yesterday',
      'November 20, 2026',
    ]);
    expect(groupLabel(groups[2], t, 'tr', 'UTC')).toBe('20 Kasım 2026');
  });

  it('puts a moment on the day of the reader clock, not of UTC', () => {
    // 01:00 UTC on the 27th is still the 26th in New York.
    const groups = groupActivities([item('b', '2026-11-27T01:00:00Z')], now, 'America/New_York');
    expect(groups[0].kind).toBe('yesterday');
  });
});

describe('formatRelativeTime', () => {
  it('reads the age in the largest whole unit, in the reader language', () => {
    expect(formatRelativeTime('2026-11-27T14:35:00Z', now, 'en')).toBe('25 minutes ago');
    expect(formatRelativeTime('2026-11-27T10:00:00Z', now, 'en')).toBe('5 hours ago');
    expect(formatRelativeTime('2026-11-26T15:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-11-24T15:00:00Z', now, 'tr')).toBe('3 gün önce');
    expect(formatRelativeTime('2026-11-27T14:59:50Z', now, 'en')).toBe('now');
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
  });
});
