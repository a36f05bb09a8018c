import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Progress } from '@rehearse/contracts/workspace';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ChartCard, ChartEmpty } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import { useDayFormat } from './use-day-format';

type Point = Progress['quizTrend'][number];

// Quiz scores over the range: the mean score of each day with completed quizzes. "Latest" is
// the latest quiz's own score, which a day with several quizzes would hide in its mean.
export function QuizTrendCard({
  points,
  latest,
}: {
  points: readonly Point[];
  latest: Progress['latestQuiz'];
}) {
  const { t } = useTranslation();
  const format = useDayFormat();
  const quizzes = points.reduce((sum, p) => sum + p.quizzes, 0);
  const mean = quizzes ? points.reduce((sum, p) => sum + p.score * p.quizzes, 0) / quizzes : 0;
  const best = points.reduce<Point | undefined>(
    (b, p) => (!b || p.score > b.score ? p : b),
    undefined,
  );

  return (
    <ChartCard
      title={t('workspace.progress.quizTrend.title')}
      data-tour="progress-quiz-trend"
      summary={
        latest && best
          ? t('workspace.progress.quizTrend.summary', {
              count: quizzes,
              days: t('workspace.progress.dayCount', { count: points.length }),
              mean: format.number(mean),
              latest: format.number(latest.score),
              latestDay: format.short(latest.completedAt.slice(0, 10)),
              best: format.number(best.score),
            })
          : ''
      }
      empty={
        points.length === 0 && (
          <ChartEmpty
            message={t('workspace.progress.quizTrend.empty')}
            action={
              <Button variant="outlined" href={paths.apps.quiz.getHref()}>
                {t('workspace.progress.quizTrend.start')}
              </Button>
            }
          />
        )
      }
      chart={
        <LineChart
          height={260}
          skipAnimation
          hideLegend
          margin={{ left: 0, right: 16 }}
          grid={{ horizontal: true }}
          xAxis={[
            {
              data: points.map((p) => format.toDate(p.day)),
              scaleType: points.length > 1 ? 'time' : 'point',
              valueFormatter: (date: Date) => format.short(date.toISOString().slice(0, 10)),
              tickNumber: 6,
            },
          ]}
          yAxis={[{ min: 0, max: 100, width: 40 }]}
          series={[
            {
              data: points.map((p) => p.score),
              label: t('workspace.progress.quizTrend.series'),
              valueFormatter: (value) =>
                value === null
                  ? ''
                  : t('workspace.progress.percent', { value: format.number(value, 1) }),
              showMark: true,
              area: true,
              color: 'var(--mui-palette-primary-main)',
            },
          ]}
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.12 } }}
        />
      }
      table={
        <DataTable
          caption={t('workspace.progress.quizTrend.title')}
          rowKey={(p) => p.day}
          rows={points}
          columns={[
            {
              key: 'day',
              header: t('workspace.progress.columns.day'),
              cell: (p) => format.long(p.day),
            },
            {
              key: 'score',
              header: t('workspace.progress.columns.meanScore'),
              numeric: true,
              cell: (p) => t('workspace.progress.percent', { value: format.number(p.score, 1) }),
            },
            {
              key: 'quizzes',
              header: t('workspace.progress.columns.quizzes'),
              numeric: true,
              cell: (p) => p.quizzes,
            },
          ]}
        />
      }
    />
  );
}
