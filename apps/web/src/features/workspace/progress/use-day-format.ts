import { useTranslation } from 'react-i18next';

// Days are UTC calendar days (YYYY-MM-DD); shown in the reader's language, never shifted by
// their time zone.
export function useDayFormat() {
  const { i18n } = useTranslation();
  const short = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    toDate,
    short: (day: string) => short.format(toDate(day)),
    long: (day: string) => long.format(toDate(day)),
    month: (day: string) => month.format(toDate(day)),
    weekday: (day: string) => weekday.format(toDate(day)),
    number: (value: number, digits = 0) =>
      new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value),
  };
}
