import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Progress } from '@rehearse/contracts/workspace';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ChartCard, ChartEmpty } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import { useDayFormat } from './use-day-format';

type Point = Progress['feedbackTrend'][number];
const METRICS = ['score', 'wordsPerMinute', 'fillersPer100', 'starCoverage'] as const;
type Metric = (typeof METRICS)[number];

const colors: Record<Metric, string> = {
  score: 'var(--mui-palette-primary-main)',
  wordsPerMinute: 'var(--mui-palette-secondary-main)',
  fillersPer100: 'var(--mui-palette-warning-main)',
  starCoverage: 'var(--mui-palette-success-main)',
};
const digits: Record<Metric, number> = {
  score: 0,
  wordsPerMinute: 0,
  fillersPer100: 1,
  starCoverage: 0,
};

// The latest day that measured the metric (pace needs a recording, so typed answers have none).
const latestOf = (points: readonly Point[], metric: Metric) =>
  [...points].reverse().find((p) => p[metric] !== null)?.[metric] ?? null;

// Answer feedback over time, over practice answers and mock-interview takes: four small charts
// (overall score, pace, fillers, STAR coverage) sharing the days.
export function FeedbackTrendCard({ points }: { points: readonly Point[] }) {
  const { t } = useTranslation();
  const format = useDayFormat();
  const answers = points.reduce((sum, p) => sum + p.answers, 0);
  const value = (metric: Metric, v: number | null) =>
    v === null
      ? t('workspace.progress.feedback.none')
      : t(`workspace.progress.feedback.units.${metric}`, {
          value: format.number(v, digits[metric]),
        });

  const summary = t('workspace.progress.feedback.summary', {
    count: answers,
    days: t('workspace.progress.dayCount', { count: points.length }),
    latest: METRICS.map(
      (m) => `${t(`workspace.progress.feedback.metrics.${m}`)} ${value(m, latestOf(points, m))}`,
    ).join(', '),
  });

  return (
    <ChartCard
      title={t('workspace.progress.feedback.title')}
      data-tour="progress-feedback"
      summary={summary}
      empty={
        points.length === 0 && (
          <ChartEmpty
            message={t('workspace.progress.feedback.empty')}
            action={
              <Button variant="outlined" href={paths.apps.practice.getHref()}>
                {t('workspace.progress.feedback.start')}
              </Button>
            }
          />
        )
      }
      chart={
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {METRICS.map((metric) => (
            <Box key={metric} sx={{ minWidth: 0 }}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 1,
                  alignItems: 'baseline',
                }}
              >
                <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`workspace.progress.feedback.metrics.${metric}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('workspace.progress.feedback.latest', {
                    value: value(metric, latestOf(points, metric)),
                  })}
                </Typography>
              </Box>
              {points.some((p) => p[metric] !== null) ? (
                <LineChart
                  height={170}
                  skipAnimation
                  hideLegend
                  margin={{ left: 0, right: 12, top: 12 }}
                  grid={{ horizontal: true }}
                  xAxis={[
                    {
                      data: points.map((p) => format.toDate(p.day)),
                      scaleType: points.length > 1 ? 'time' : 'point',
                      valueFormatter: (date: Date) => format.short(date.toISOString().slice(0, 10)),
                      tickNumber: 4,
                    },
                  ]}
                  yAxis={[
                    metric === 'score' || metric === 'starCoverage'
                      ? { min: 0, max: 100, width: 36 }
                      : { min: 0, width: 36 },
                  ]}
                  series={[
                    {
                      data: points.map((p) => p[metric]),
                      label: t(`workspace.progress.feedback.metrics.${metric}`),
                      connectNulls: true,
                      showMark: true,
                      color: colors[metric],
                      valueFormatter: (v) => value(metric, v),
                    },
                  ]}
                />
              ) : (
                <Box
                  sx={{
                    height: 170,
                    display: 'grid',
                    placeItems: 'center',
                    textAlign: 'center',
                    px: 2,
                    mt: 1,
                    borderRadius: 2,
                    border: 1,
                    borderStyle: 'dashed',
                    borderColor: 'divider',
                  }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {metric === 'wordsPerMinute'
                      ? t('workspace.progress.feedback.paceNotMeasured')
                      : t('workspace.progress.feedback.notMeasured')}
                  </Typography>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      }
      table={
        <DataTable
          caption={t('workspace.progress.feedback.title')}
          rowKey={(p) => p.day}
          rows={points}
          columns={[
            {
              key: 'day',
              header: t('workspace.progress.columns.day'),
              cell: (p) => format.long(p.day),
            },
            {
              key: 'answers',
              header: t('workspace.progress.columns.answers'),
              numeric: true,
              cell: (p) => p.answers,
            },
            ...METRICS.map((metric) => ({
              key: metric,
              header: t(`workspace.progress.feedback.metrics.${metric}`),
              numeric: true,
              cell: (p: Point) => value(metric, p[metric]),
            })),
          ]}
        />
      }
    />
  );
}
