import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingUsage } from '@rehearse/contracts/billing';
import { QueryErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  billingUsageQueryOptions,
  USAGE_MONTH_CHOICES,
  type UsageMonths,
} from '../api/billing.queries';
import { BillingSection } from './billing-section';
import { monthLabel } from './summary-card';

const SERIES = ['captured', 'reserved'] as const;

// Credits spent and held per month (a bar chart, with the same numbers in a table for screen
// readers), over 6 or 12 months, and per job posting.
export function UsageSection() {
  const { t } = useTranslation();
  const [months, setMonths] = useState<UsageMonths>(6);
  const usage = useQuery(billingUsageQueryOptions(months));
  return (
    <BillingSection
      id="billing-usage"
      title={t('billing.usage.title')}
      action={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={months}
          onChange={(_, next: UsageMonths | null) => next && setMonths(next)}
          aria-label={t('billing.usage.months')}
        >
          {USAGE_MONTH_CHOICES.map((choice) => (
            <ToggleButton key={choice} value={choice}>
              {t('billing.usage.lastMonths', { count: choice })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {usage.isError && !usage.data ? (
        <QueryErrorState title={t('billing.usage.loadFailed')} query={usage} />
      ) : !usage.data ? (
        <Skeleton variant="rounded" height={260} aria-hidden="true" />
      ) : (
        <Usage usage={usage.data} />
      )}
    </BillingSection>
  );
}

function Usage({ usage }: { usage: BillingUsage }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage;
  const sum = (key: 'captured' | 'reserved' | 'released') =>
    usage.months.reduce((total, month) => total + month[key], 0);
  const empty = usage.months.every((m) => m.captured + m.reserved + m.released === 0);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('billing.usage.total', {
          captured: sum('captured'),
          reserved: sum('reserved'),
          released: sum('released'),
        })}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{t('billing.usage.empty')}</Typography>
      ) : (
        <>
          <Box
            role="img"
            aria-label={t('billing.usage.chartLabel', { count: usage.months.length })}
          >
            <BarChart
              height={260}
              skipAnimation
              margin={{ left: 0, right: 16 }}
              grid={{ horizontal: true }}
              xAxis={[
                {
                  data: usage.months.map((m) => monthLabel(m.month, locale, 'short')),
                  scaleType: 'band',
                },
              ]}
              yAxis={[{ width: 40, tickMinStep: 1 }]}
              series={SERIES.map((key) => ({
                data: usage.months.map((m) => m[key]),
                label: t(`billing.usage.series.${key}`),
              }))}
            />
          </Box>
          <Table size="small" sx={visuallyHidden}>
            <caption>{t('billing.usage.tableCaption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('billing.usage.month')}
                </TableCell>
                {SERIES.map((key) => (
                  <TableCell key={key} component="th" scope="col">
                    {t(`billing.usage.series.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {usage.months.map((m) => (
                <TableRow key={m.month}>
                  <TableCell component="th" scope="row">
                    {monthLabel(m.month, locale, 'long')}
                  </TableCell>
                  {SERIES.map((key) => (
                    <TableCell key={key}>{m[key]}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('billing.usage.perPosting')}
      </Typography>
      {usage.postings.length === 0 ? (
        <Typography color="text.secondary">{t('billing.usage.noPostings')}</Typography>
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={t('billing.usage.postingsLabel')}
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" aria-label={t('billing.usage.postingsLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('billing.usage.posting')}</TableCell>
                <TableCell align="right">{t('billing.usage.reserved')}</TableCell>
                <TableCell align="right">{t('billing.usage.spent')}</TableCell>
                <TableCell align="right">{t('billing.usage.released')}</TableCell>
                <TableCell align="right">{t('billing.usage.held')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {usage.postings.map((posting) => (
                <TableRow key={posting.posting_id}>
                  <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                    <Link href={paths.recruiter.viewPosting.getHref(posting.posting_id)}>
                      {posting.title}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{posting.reserved}</TableCell>
                  <TableCell align="right">{posting.captured}</TableCell>
                  <TableCell align="right">{posting.released}</TableCell>
                  <TableCell align="right">{posting.held}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
