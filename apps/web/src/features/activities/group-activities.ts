import type { Activity } from '@rehearse/contracts/activities';
import { dayKey, formatDisplayDate } from '../../lib/date-formats';

export type ActivityGroup = {
  // The calendar day (YYYY-MM-DD in the reader's time zone).
  day: string;
  // 'today', 'yesterday', or the day itself to be written out in the reader's language.
  kind: 'today' | 'yesterday' | 'date';
  items: Activity[];
};

// The feed split into calendar days on the reader's clock, in the feed's (newest first) order.
export function groupActivities(items: Activity[], now: Date, timeZone?: string): ActivityGroup[] {
  const today = dayKey(now, timeZone);
  const yesterday = dayKey(new Date(now.getTime() - 24 * 3600_000), timeZone);
  const groups: ActivityGroup[] = [];
  for (const item of items) {
    const day = dayKey(item.date, timeZone);
    let group = groups.at(-1);
    if (group?.day !== day) {
      const kind = day === today ? 'today' : day === yesterday ? 'yesterday' : 'date';
      group = { day, kind, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

// A group's heading: "Today", "Yesterday" or the day written out ("November 21, 2025").
export function groupLabel(
  group: ActivityGroup,
  t: (key: 'activities.today' | 'activities.yesterday') => string,
  locale: string,
  timeZone?: string,
): string {
  if (group.kind === 'today') return t('activities.today');
  if (group.kind === 'yesterday') return t('activities.yesterday');
  return formatDisplayDate(group.items[0].date, locale, timeZone);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// "25 minutes ago", "2 days ago" ("25 dakika önce") in the reader's language; under a minute is
// "now". A date ahead of the clock (a skewed device) reads the same way forward.
export function formatRelativeTime(iso: string, now: Date, locale: string): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
