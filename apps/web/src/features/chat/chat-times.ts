import { dayKey, formatInputDate } from '../../lib/date-formats';

// A message's time of day in the reader's language ("3:05 PM", "15:05").
export const formatMessageTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

// The list's time of a chat's last message: the time for today's, else the date (format D).
export function formatListTime(iso: string, locale: string, now = new Date()): string {
  return dayKey(iso) === dayKey(now)
    ? formatMessageTime(iso, locale)
    : formatInputDate(iso, locale);
}
