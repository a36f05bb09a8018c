import { formatDisplayDate } from '../../lib/date-formats';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const WEEK = 7 * 24 * 60 * 60;

// "5 minutes ago", "yesterday", "3 days ago" in the reader's language for the past week; a date
// ("November 21, 2026") before that; null within the last minute (the caller says "just now").
export function relativeTime(
  iso: string,
  locale: string,
  { now = Date.now(), timeZone }: { now?: number; timeZone?: string } = {},
): string | null {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds >= WEEK) return formatDisplayDate(iso, locale, timeZone);
  if (seconds < 60) return null;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of UNITS) {
    if (seconds >= length) [unit, size] = [name, length];
  }
  return format.format(-Math.floor(seconds / size), unit);
}
