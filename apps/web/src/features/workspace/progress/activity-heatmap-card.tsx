import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import type { Progress } from '@rehearse/contracts/workspace';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ChartCard, ChartEmpty } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DayRange } from './date-range';
import { heatmapWeeks, type HeatmapCell } from './heatmap-weeks';
import { useDayFormat } from './use-day-format';

const SHADES = [0, 1, 2, 3, 4] as const;
const shade = (level: number) =>
  level === 0
    ? 'var(--mui-palette-action-hover)'
    : `color-mix(in srgb, var(--mui-palette-primary-main) ${[0, 30, 55, 78, 100][level]}%, transparent)`;

// Cells fill their grid column (square), so the calendar uses the card's width.
function Cell({ cell, label }: { cell: HeatmapCell | null; label: string }) {
  if (!cell) return <Box sx={{ aspectRatio: '1' }} />;
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      data-day={cell.day}
      data-sessions={cell.total}
      sx={{
        aspectRatio: '1',
        borderRadius: '3px',
        bgcolor: shade(cell.level),
        outline: cell.level === 0 ? 1 : 0,
        outlineColor: 'divider',
        outlineOffset: -1,
      }}
    />
  );
}

type Props = { range: DayRange; activity: Progress['activity']; streak: Progress['streak'] };

// Practice, quiz and mock-interview sessions per day as a calendar (weeks as columns, Monday
// first), with the streak. Every day is labelled for screen readers and on hover.
export function ActivityHeatmapCard({ range, activity, streak }: Props) {
  const { t } = useTranslation();
  const format = useDayFormat();
  const weeks = heatmapWeeks(range, activity);
  // Between 12 and 32 px a day: a year scrolls sideways on a phone, a week does not balloon.
  const gridWidth = (cell: number) => `${weeks.length * (cell + 3) + 40}px`;
  const total = activity.reduce((sum, a) => sum + a.quizzes + a.practice + a.interviews, 0);
  const activeDays = activity.filter((a) => a.quizzes + a.practice + a.interviews > 0);

  const label = (cell: HeatmapCell) =>
    cell.total === 0
      ? t('workspace.progress.heatmap.cellNone', { day: format.long(cell.day) })
      : t('workspace.progress.heatmap.cell', {
          day: format.long(cell.day),
          count: cell.total,
          quizzes: cell.quizzes,
          practice: cell.practice,
          interviews: cell.interviews,
        });
  // A month's short name over the first week that starts in it.
  const monthLabel = (week: (HeatmapCell | null)[], index: number) => {
    const first = week.find(Boolean);
    if (!first) return '';
    const month = first.day.slice(0, 7);
    const previous = index > 0 ? weeks[index - 1]!.find(Boolean)?.day.slice(0, 7) : undefined;
    if (month === previous) return '';
    return format.month(first.day);
  };
  // 2024-01-01 was a Monday.
  const weekdays = ['2024-01-01', '2024-01-03', '2024-01-05'].map(format.weekday);

  const streakLine = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
      <LocalFireDepartmentOutlined aria-hidden sx={{ color: 'warning.main' }} />
      <Typography sx={{ fontWeight: 600 }}>
        {t('workspace.progress.heatmap.streak', { count: streak.current })}
      </Typography>
      <Typography color="text.secondary">
        {t('workspace.progress.heatmap.longest', { count: streak.longest })}
      </Typography>
    </Box>
  );

  return (
    <ChartCard
      title={t('workspace.progress.heatmap.title')}
      data-tour="progress-heatmap"
      summary={t('workspace.progress.heatmap.summary', {
        count: total,
        days: t('workspace.progress.activeDayCount', { count: activeDays.length }),
      })}
      empty={
        total === 0 && (
          <>
            <ChartEmpty
              message={t('workspace.progress.heatmap.empty')}
              action={
                <Button variant="outlined" href={paths.apps.practice.getHref()}>
                  {t('workspace.progress.heatmap.start')}
                </Button>
              }
            />
            {streakLine}
          </>
        )
      }
      footer={total > 0 && streakLine}
      chart={
        <Box
          role="group"
          aria-label={t('workspace.progress.heatmap.gridLabel')}
          tabIndex={0}
          sx={{
            overflowX: 'auto',
            pb: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: `auto repeat(${weeks.length}, minmax(0, 1fr))`,
              gap: '3px',
              width: `min(100%, ${gridWidth(32)})`,
              minWidth: gridWidth(12),
            }}
          >
            <Box />
            {weeks.map((week, i) => (
              <Typography
                key={i}
                aria-hidden
                variant="caption"
                color="text.secondary"
                sx={{ whiteSpace: 'nowrap', overflow: 'visible', lineHeight: 1.4 }}
              >
                {monthLabel(week, i)}
              </Typography>
            ))}
            {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
              <Box key={weekday} sx={{ display: 'contents' }}>
                <Typography
                  aria-hidden
                  variant="caption"
                  color="text.secondary"
                  sx={{ pr: 0.75, display: 'flex', alignItems: 'center', lineHeight: 1 }}
                >
                  {weekday % 2 === 0 ? weekdays[weekday / 2] : ''}
                </Typography>
                {weeks.map((week, i) => {
                  const cell = week[weekday] ?? null;
                  return <Cell key={i} cell={cell} label={cell ? label(cell) : ''} />;
                })}
              </Box>
            ))}
          </Box>
          <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
              {t('workspace.progress.heatmap.less')}
            </Typography>
            {SHADES.map((level) => (
              <Box
                key={level}
                sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: shade(level) }}
              />
            ))}
            <Typography variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
              {t('workspace.progress.heatmap.more')}
            </Typography>
          </Box>
        </Box>
      }
      table={
        <DataTable
          caption={t('workspace.progress.heatmap.title')}
          rowKey={(a) => a.day}
          rows={activeDays}
          columns={[
            {
              key: 'day',
              header: t('workspace.progress.columns.day'),
              cell: (a) => format.long(a.day),
            },
            {
              key: 'quizzes',
              header: t('workspace.progress.columns.quizzes'),
              numeric: true,
              cell: (a) => a.quizzes,
            },
            {
              key: 'practice',
              header: t('workspace.progress.columns.practice'),
              numeric: true,
              cell: (a) => a.practice,
            },
            {
              key: 'interviews',
              header: t('workspace.progress.columns.interviews'),
              numeric: true,
              cell: (a) => a.interviews,
            },
          ]}
        />
      }
    />
  );
}
