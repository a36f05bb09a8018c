// The app's three date formats, named by their Luxon tokens (decision 026), in the reader's
// language through Intl (no date library):
//   D        the input format, a short numeric date      11/21/2025 · 21.11.2025
//   DDD      the display format, with the month's name   November 21, 2025 · 21 Kasım 2025
//   LLL yyyy the month-year label                       Nov 2025 · Kas 2025
type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

function format(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions) {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, options).format(date);
}

export const formatInputDate = (value: DateInput, locale: string, timeZone?: string) =>
  format(value, locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone });

export const formatDisplayDate = (value: DateInput, locale: string, timeZone?: string) =>
  format(value, locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone });

export function formatMonthYear(value: DateInput, locale: string, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone }).format(date);
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone }).format(date);
  return `${month} ${year}`;
}

// The calendar day of a moment in the reader's time zone, for grouping by day.
export const dayKey = (value: DateInput, timeZone?: string) =>
  format(value, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
