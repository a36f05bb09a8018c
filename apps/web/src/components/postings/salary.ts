import type { TFunction } from 'i18next';
import type { Posting } from '@rehearse/contracts/postings';

function money(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    // A code Intl does not know: the number and the code.
    return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
  }
}

// "€70,000 – €90,000 per year", "from €45 per hour", "up to ..."; null without a salary.
export function formatSalary(
  posting: Pick<Posting, 'salary_min' | 'salary_max' | 'salary_currency' | 'salary_period'>,
  locale: string,
  t: TFunction,
): string | null {
  const {
    salary_min: min,
    salary_max: max,
    salary_currency: currency,
    salary_period: period,
  } = posting;
  if ((min === null && max === null) || !currency || !period) return null;
  const range =
    min !== null && max !== null
      ? min === max
        ? money(min, currency, locale)
        : t('postings.salary.range', {
            min: money(min, currency, locale),
            max: money(max, currency, locale),
          })
      : min !== null
        ? t('postings.salary.from', { amount: money(min, currency, locale) })
        : t('postings.salary.upTo', { amount: money(max as number, currency, locale) });
  return t(`postings.salary.per.${period}`, { range });
}
