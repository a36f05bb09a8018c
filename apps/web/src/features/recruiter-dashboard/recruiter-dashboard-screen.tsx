import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  recruiterDashboardSchema,
  type RecruiterDashboard,
} from '@rehearse/contracts/recruiter-dashboard';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { apiClient } from '../../lib/api-client';

// The recruiter's dashboard: what needs them now (candidates to review, their drafts), how the
// open postings are doing, and the weeks behind it. Every figure links to what it counts.

const dashboardQuery = () =>
  queryOptions({
    queryKey: ['recruiter-dashboard'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/recruiter/dashboard', successEnvelope(recruiterDashboardSchema), {
          signal,
        })
      ).data,
  });

export function RecruiterDashboardScreen() {
  const { t } = useTranslation();
  const query = useQuery(dashboardQuery());
  return (
    <>
      <ScreenTitle>{t('screens.recruiterDashboard')}</ScreenTitle>
      {query.isError ? (
        <QueryErrorState title={t('recruiterDashboard.loadFailed')} query={query} />
      ) : !query.data ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label={t('recruiterDashboard.loading')}
          sx={{ display: 'grid', gap: 3 }}
        >
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={280} />
        </Box>
      ) : (
        <Dashboard view={query.data} />
      )}
    </>
  );
}

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {/* Smaller than the other dashboards' h3 figures: these carry their unit ("41 hours"),
            which at h3 broke over two lines in a fifth of the width and on a phone. */}
        <Typography variant="h4" component="p" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          {href ? <Link href={href}>{value}</Link> : value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `dashboard-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={id}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Dashboard({ view }: { view: RecruiterDashboard }) {
  const { t, i18n } = useTranslation();
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent' }).format(value);
  const hours = (value: number | null) =>
    value === null
      ? '–'
      : value < 48
        ? t('recruiterDashboard.hours', { count: Math.round(value) })
        : t('recruiterDashboard.days', { count: Math.round(value / 24) });
  const review = (c: RecruiterDashboard['awaiting_review'][number]) =>
    paths.recruiter.candidateReview.getHref(c.posting_id, c.candidate_id);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        <Figure
          label={t('recruiterDashboard.openPostings')}
          value={String(view.open_postings_total)}
          href={paths.recruiter.postings.getHref()}
        />
        <Figure
          label={t('recruiterDashboard.awaitingReview')}
          value={String(view.awaiting_review_total)}
          href={view.awaiting_review[0] ? review(view.awaiting_review[0]) : undefined}
        />
        <Figure
          label={t('recruiterDashboard.completionRate')}
          value={percent(view.completion_rate)}
        />
        <Figure
          label={t('recruiterDashboard.toComplete')}
          value={hours(view.median_hours_to_complete)}
        />
        <Figure
          label={t('recruiterDashboard.toDecide')}
          value={hours(view.median_hours_to_decide)}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Section title={t('recruiterDashboard.toReview')}>
          <CandidateList
            items={view.awaiting_review}
            total={view.awaiting_review_total}
            empty={t('recruiterDashboard.noneToReview')}
            href={review}
          />
        </Section>
        <Section title={t('recruiterDashboard.myDrafts')}>
          <CandidateList
            items={view.my_drafts}
            total={view.my_drafts_total}
            empty={t('recruiterDashboard.noDrafts')}
            href={review}
          />
        </Section>
      </Box>
      <Section title={t('recruiterDashboard.funnels')}>
        {view.open_postings.length === 0 ? (
          <Typography color="text.secondary">
            {t('recruiterDashboard.noOpenPostings')}{' '}
            <Link href={paths.recruiter.postings.getHref()}>
              {t('recruiterDashboard.toPostings')}
            </Link>
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {view.open_postings.map((posting) => (
              <Box component="li" key={posting.id}>
                <Link
                  href={paths.recruiter.viewPosting.getHref(posting.id)}
                  sx={{ fontWeight: 600 }}
                >
                  {posting.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('recruiterDashboard.funnel', {
                    invited: posting.invited,
                    finished:
                      posting.stages.completed +
                      posting.stages.in_review +
                      posting.stages.shortlisted +
                      posting.stages.hired +
                      posting.stages.rejected,
                    shortlisted: posting.stages.shortlisted,
                    hired: posting.stages.hired,
                    rate: percent(posting.completion_rate),
                  })}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('recruiterDashboard.weekly')}>
        <Typography variant="body2" color="text.secondary">
          {t('recruiterDashboard.weeklySummary', {
            invited: view.weekly.reduce((sum, w) => sum + w.invited, 0),
            completed: view.weekly.reduce((sum, w) => sum + w.completed, 0),
            decided: view.weekly.reduce((sum, w) => sum + w.decided, 0),
          })}
        </Typography>
        {view.weekly.every((w) => w.invited + w.completed + w.decided === 0) ? (
          <Typography color="text.secondary">{t('recruiterDashboard.weeklyEmpty')}</Typography>
        ) : (
          <BarChart
            height={260}
            skipAnimation
            margin={{ left: 0, right: 16 }}
            grid={{ horizontal: true }}
            xAxis={[
              {
                data: view.weekly.map((w) =>
                  new Intl.DateTimeFormat(i18n.resolvedLanguage, {
                    day: 'numeric',
                    month: 'short',
                  }).format(new Date(`${w.week_start}T00:00:00Z`)),
                ),
                scaleType: 'band',
              },
            ]}
            yAxis={[{ width: 40, tickMinStep: 1 }]}
            series={(['invited', 'completed', 'decided'] as const).map((key) => ({
              data: view.weekly.map((w) => w[key]),
              label: t(`recruiterDashboard.series.${key}`),
            }))}
          />
        )}
      </Section>
    </Box>
  );
}

function CandidateList({
  items,
  total,
  empty,
  href,
}: {
  items: RecruiterDashboard['awaiting_review'];
  total: number;
  empty: string;
  href: (item: RecruiterDashboard['awaiting_review'][number]) => string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box component="li" key={item.candidate_id}>
            <Link href={href(item)}>{item.name}</Link>
            <Typography variant="body2" color="text.secondary">
              {item.posting_title}
            </Typography>
          </Box>
        ))}
      </Box>
      {total > items.length && (
        <Typography variant="body2" color="text.secondary">
          {t('recruiterDashboard.more', { count: total - items.length })}
        </Typography>
      )}
    </>
  );
}
