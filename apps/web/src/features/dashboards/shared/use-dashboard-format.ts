import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Every figure of the dashboards in the reader's language (en, tr): numbers, money (the sample
// figures are US dollars), percentages (the data holds 0-100), dates and the short weekday and
// month names the data uses as chart labels.
export function useDashboardFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = (digits = 0) =>
      new Intl.NumberFormat(language, { maximumFractionDigits: digits });
    const usd = (digits: number) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    const compact = new Intl.NumberFormat(language, { notation: 'compact' });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
    const month = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' });
    const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    // The data's category and series names that have a translation.
    const labels = t('dashboards.labels', { returnObjects: true }) as Record<string, string>;
    const monthName = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    return {
      number: (value: number, digits = 0) => number(digits).format(value),
      compact: (value: number) => compact.format(value),
      // Whole dollars for large sums, cents where they matter (prices, transactions).
      money: (value: number, digits = 2) => usd(digits).format(value),
      percent: (value: number) => percent.format(value / 100),
      date: (iso: string) => date.format(new Date(iso)),
      day: (iso: string) => day.format(new Date(iso)),
      month: (iso: string) => month.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      // "Mon", "Jan", "Week 2" as the data names them, in the reader's language; anything
      // else (a category) is shown as the data has it.
      label: (text: string): string => {
        const w = WEEKDAYS.indexOf(text);
        // 2024-01-01 was a Monday.
        if (w >= 0) return weekday.format(Date.UTC(2024, 0, 1 + w));
        const m = MONTHS.indexOf(text);
        if (m >= 0) return monthName.format(Date.UTC(2024, m, 1));
        const week = /^Week (\d+)$/.exec(text);
        if (week) return t('dashboards.week', { number: Number(week[1]) });
        return labels[text] ?? text;
      },
    };
  }, [language, t]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
