import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BillingSummary } from '@rehearse/contracts/billing';
import { BillingSection } from './billing-section';

// A calendar month of the allowance ("2026-11"), in UTC as the server counts it.
export const monthLabel = (month: string, locale: string | undefined, style: 'long' | 'short') =>
  new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

// The plan and the credits as of now: the free balance (large), what pending invitations hold,
// the monthly allowance and its period, the seats.
export function SummaryCard({ summary }: { summary: BillingSummary }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage;
  const number = new Intl.NumberFormat(locale);
  const next = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(summary.period.ends_at),
  );
  return (
    <BillingSection id="billing-summary" title={t('billing.summary.title')}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('billing.summary.balance')}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '2.75rem', sm: '3.5rem' }, fontWeight: 700, lineHeight: 1.1 }}
        >
          {number.format(summary.balance)}
        </Typography>
        <Typography color="text.secondary">
          {t('billing.summary.reserved', { count: summary.reserved })}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Fact
          label={t('billing.summary.plan')}
          value={t(`billing.summary.plans.${summary.plan}`)}
        />
        <Fact
          label={t('billing.summary.allowance')}
          value={t('billing.summary.allowanceValue', { count: summary.monthly_allowance })}
        />
        <Fact
          label={t('billing.summary.period')}
          value={t('billing.summary.periodValue', {
            month: monthLabel(summary.period.name, locale, 'long'),
            next,
          })}
        />
        <Fact
          label={t('billing.summary.seats')}
          value={t('billing.summary.seatsValue', {
            used: summary.seats.used,
            total: summary.seats.total,
          })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('billing.creditExplained')}
      </Typography>
    </BillingSection>
  );
}
