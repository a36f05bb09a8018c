import { formatDisplayDate } from '../../lib/date-formats';

// A reminder as the notes screen shows it: the app's display date (DDD, lib/date-formats.ts)
// and the time of day on the reader's clock, e.g. "November 21, 2025, 3:05 PM".
export function reminderParts(iso: string, locale: string, timeZone?: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
  return { date: formatDisplayDate(date, locale, timeZone), time };
}

export function formatReminder(iso: string, locale: string, timeZone?: string): string {
  const parts = reminderParts(iso, locale, timeZone);
  return parts ? `${parts.date}, ${parts.time}` : '';
}

// The value of a datetime-local field (local wall time, minutes) for a stored moment, and back.
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
