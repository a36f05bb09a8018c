import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminDashboard } from '@rehearse/contracts/admin-dashboard';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { adminDashboardQueryOptions } from './api/admin-dashboard.queries';
import { ChartSection } from './components/chart-section';
import { RangePicker } from './components/range-picker';
import { dashboardRangeToParams, parseDashboardRange } from './dashboard-range';

// The admin dashboard (/admin/dashboard): users and organizations over time, subscriptions by
// plan, credits, interviews, page views and the email queue over a range in the address
// (docs/decisions/057-admin-workspace.md). Each chart has its figures in a hidden table.
export function AdminDashboardScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range = parseDashboardRange(params);
  const query = useQuery(adminDashboardQueryOptions(range));
  return (
    <>
      <ScreenTitle>{t('screens.adminDashboard')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <RangePicker
          // A new range from the address (Back) starts the picker afresh.
          key={params.toString()}
          range={range}
          shown={query.data && { from: query.data.from, to: query.data.to }}
          onChange={(next) => setParams(dashboardRangeToParams(next))}
        />
        {query.isError && !query.data ? (
          <QueryErrorState title={t('adminDashboard.loadFailed')} query={query} />
        ) : !query.data ? (
          <Box
            role="status"
            aria-busy="true"
            aria-label={t('adminDashboard.loading')}
            sx={{ display: 'grid', gap: 3 }}
          >
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={280} />
          </Box>
        ) : (
          <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <Dashboard view={query.data} />
          </Box>
        )}
      </Box>
    </>
  );
}

const sum = (
  days: AdminDashboard['days'],
  key: 'users' | 'organizations' | 'interviews_completed' | 'page_views',
) => days.reduce((total, day) => total + day[key], 0);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h3" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

function Dashboard({ view }: { view: AdminDashboard }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const dayLabel = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const days = view.days.map((d) => dayLabel.format(new Date(`${d.day}T00:00:00Z`)));
  const rangeText = t('adminDashboard.rangeShown', {
    from: new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${view.from}T00:00:00Z`)),
    to: new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${view.to}T00:00:00Z`)),
    count: view.days.length,
  });
  const totals = {
    users: sum(view.days, 'users'),
    organizations: sum(view.days, 'organizations'),
    interviews: sum(view.days, 'interviews_completed'),
    pageViews: sum(view.days, 'page_views'),
  };
  const perDayTable = (
    columns: {
      label: string;
      key: 'users' | 'organizations' | 'interviews_completed' | 'page_views';
    }[],
  ) => ({
    columns: [t('adminDashboard.day'), ...columns.map((c) => c.label)],
    rows: view.days.map((d, i) => [days[i]!, ...columns.map((c) => d[c.key])]),
  });
  const xAxis = [{ data: days, scaleType: 'band' as const }];
  const yAxis = [{ width: 40, tickMinStep: 1 }];
  const subscriptionsTotal = view.active_subscriptions.reduce((total, s) => total + s.count, 0);
  const queue = view.email_queue;
  const queued = queue.by_status.find((s) => s.status === 'queued')?.count ?? 0;
  const failed = queue.by_status.find((s) => s.status === 'failed')?.count ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary" role="status">
        {rangeText}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        <Figure label={t('adminDashboard.figures.users')} value={number.format(totals.users)} />
        <Figure
          label={t('adminDashboard.figures.organizations')}
          value={number.format(totals.organizations)}
        />
        <Figure
          label={t('adminDashboard.figures.interviews')}
          value={number.format(totals.interviews)}
        />
        <Figure
          label={t('adminDashboard.figures.pageViews')}
          value={number.format(totals.pageViews)}
        />
        <Figure
          label={t('adminDashboard.figures.creditsGranted')}
          value={number.format(view.credits.granted)}
        />
        <Figure
          label={t('adminDashboard.figures.creditsUsed')}
          value={number.format(view.credits.used)}
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
        <ChartSection
          title={t('adminDashboard.growth.title')}
          summary={t('adminDashboard.growth.summary', {
            users: number.format(totals.users),
            organizations: number.format(totals.organizations),
          })}
          table={
            totals.users + totals.organizations > 0
              ? perDayTable([
                  { label: t('adminDashboard.series.users'), key: 'users' },
                  { label: t('adminDashboard.series.organizations'), key: 'organizations' },
                ])
              : undefined
          }
        >
          {totals.users + totals.organizations === 0 ? (
            <Empty>{t('adminDashboard.growth.empty')}</Empty>
          ) : (
            <LineChart
              height={260}
              skipAnimation
              margin={{ left: 0, right: 16 }}
              grid={{ horizontal: true }}
              xAxis={[{ data: days, scaleType: 'point' }]}
              yAxis={yAxis}
              series={[
                { data: view.days.map((d) => d.users), label: t('adminDashboard.series.users') },
                {
                  data: view.days.map((d) => d.organizations),
                  label: t('adminDashboard.series.organizations'),
                },
              ]}
            />
          )}
        </ChartSection>
        <ChartSection
          title={t('adminDashboard.interviews.title')}
          summary={t('adminDashboard.interviews.summary', { count: totals.interviews })}
          table={
            totals.interviews > 0
              ? perDayTable([
                  { label: t('adminDashboard.series.interviews'), key: 'interviews_completed' },
                ])
              : undefined
          }
        >
          {totals.interviews === 0 ? (
            <Empty>{t('adminDashboard.interviews.empty')}</Empty>
          ) : (
            <BarChart
              height={260}
              skipAnimation
              margin={{ left: 0, right: 16 }}
              grid={{ horizontal: true }}
              xAxis={xAxis}
              yAxis={yAxis}
              series={[
                {
                  data: view.days.map((d) => d.interviews_completed),
                  label: t('adminDashboard.series.interviews'),
                },
              ]}
            />
          )}
        </ChartSection>
        <ChartSection
          title={t('adminDashboard.pageViews.title')}
          summary={t('adminDashboard.pageViews.summary', { count: totals.pageViews })}
          table={
            totals.pageViews > 0
              ? perDayTable([{ label: t('adminDashboard.series.pageViews'), key: 'page_views' }])
              : undefined
          }
        >
          {totals.pageViews === 0 ? (
            <Empty>{t('adminDashboard.pageViews.empty')}</Empty>
          ) : (
            <LineChart
              height={260}
              skipAnimation
              margin={{ left: 0, right: 16 }}
              grid={{ horizontal: true }}
              xAxis={[{ data: days, scaleType: 'point' }]}
              yAxis={yAxis}
              series={[
                {
                  data: view.days.map((d) => d.page_views),
                  label: t('adminDashboard.series.pageViews'),
                  area: true,
                },
              ]}
            />
          )}
        </ChartSection>
        <ChartSection
          title={t('adminDashboard.topPages.title')}
          summary={t('adminDashboard.topPages.summary')}
        >
          {view.top_pages.length === 0 ? (
            <Empty>{t('adminDashboard.topPages.empty')}</Empty>
          ) : (
            <Box
              component="ol"
              aria-label={t('adminDashboard.topPages.title')}
              sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}
            >
              {view.top_pages.map((page) => (
                <Box component="li" key={page.url}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                    <Typography
                      variant="body2"
                      sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}
                    >
                      {page.url}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {t('adminDashboard.topPages.views', {
                        count: page.views,
                        formatted: number.format(page.views),
                      })}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </ChartSection>
        <ChartSection
          title={t('adminDashboard.subscriptions.title')}
          summary={t('adminDashboard.subscriptions.summary', { count: subscriptionsTotal })}
          table={{
            columns: [
              t('adminDashboard.subscriptions.plan'),
              t('adminDashboard.subscriptions.count'),
            ],
            rows: view.active_subscriptions.map((s) => [t(`adminPlans.${s.plan}`), s.count]),
          }}
        >
          {subscriptionsTotal === 0 ? (
            <Empty>{t('adminDashboard.subscriptions.empty')}</Empty>
          ) : (
            <BarChart
              height={200}
              skipAnimation
              layout="horizontal"
              margin={{ left: 0, right: 16 }}
              grid={{ vertical: true }}
              yAxis={[
                {
                  data: view.active_subscriptions.map((s) => t(`adminPlans.${s.plan}`)),
                  scaleType: 'band',
                  width: 130,
                },
              ]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[
                {
                  data: view.active_subscriptions.map((s) => s.count),
                  label: t('adminDashboard.subscriptions.count'),
                },
              ]}
              hideLegend
            />
          )}
        </ChartSection>
        <ChartSection
          title={t('adminDashboard.credits.title')}
          summary={t('adminDashboard.credits.summary', {
            granted: number.format(view.credits.granted),
            used: number.format(view.credits.used),
          })}
          table={{
            columns: [t('adminDashboard.credits.kind'), t('adminDashboard.credits.amount')],
            rows: [
              [t('adminDashboard.figures.creditsGranted'), view.credits.granted],
              [t('adminDashboard.figures.creditsUsed'), view.credits.used],
            ],
          }}
        >
          {view.credits.granted + view.credits.used === 0 ? (
            <Empty>{t('adminDashboard.credits.empty')}</Empty>
          ) : (
            <BarChart
              height={200}
              skipAnimation
              layout="horizontal"
              margin={{ left: 0, right: 16 }}
              grid={{ vertical: true }}
              yAxis={[
                {
                  data: [
                    t('adminDashboard.figures.creditsGranted'),
                    t('adminDashboard.figures.creditsUsed'),
                  ],
                  scaleType: 'band',
                  width: 130,
                },
              ]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[
                {
                  data: [view.credits.granted, view.credits.used],
                  label: t('adminDashboard.credits.amount'),
                },
              ]}
              hideLegend
            />
          )}
        </ChartSection>
        <ChartSection
          title={t('adminDashboard.emailQueue.title')}
          summary={
            queue.oldest_queued_seconds === null
              ? t('adminDashboard.emailQueue.nothingWaiting')
              : t('adminDashboard.emailQueue.oldest', {
                  count: Math.max(1, Math.round(queue.oldest_queued_seconds / 60)),
                })
          }
        >
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
              gap: 1.5,
            }}
          >
            {queue.by_status.map((s) => (
              <Box key={s.status}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`outbox.status.${s.status}`)}
                </Typography>
                <Typography
                  component="dd"
                  variant="h3"
                  sx={{
                    m: 0,
                    color: s.status === 'failed' && s.count > 0 ? 'error.main' : undefined,
                  }}
                >
                  {number.format(s.count)}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography
            variant="body2"
            color={failed > 0 || queued > 0 ? 'warning.main' : 'text.secondary'}
          >
            {failed > 0
              ? t('adminDashboard.emailQueue.failedNote', { count: failed })
              : t('adminDashboard.emailQueue.healthy')}{' '}
            <Link href={paths.admin.outbox.getHref()}>
              {t('adminDashboard.emailQueue.toOutbox')}
            </Link>
          </Typography>
        </ChartSection>
      </Box>
    </Box>
  );
}
