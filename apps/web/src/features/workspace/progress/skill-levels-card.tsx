import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Progress } from '@rehearse/contracts/workspace';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ChartCard, ChartEmpty } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import { levelScaleOf } from './skill-level-scale';
import { useDayFormat } from './use-day-format';

type SkillRow = Progress['skills'][number];

export function ChangeText({ change }: { change: number }) {
  const { t } = useTranslation();
  const tone = change > 0 ? 'success' : change < 0 ? 'error' : null;
  return (
    <Box
      component="span"
      sx={(theme) => ({
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: tone ? theme.vars.palette[tone].dark : theme.vars.palette.text.secondary,
        // The lighter shade keeps its contrast on dark surfaces.
        ...(tone && theme.applyStyles('dark', { color: theme.vars.palette[tone].light })),
      })}
    >
      {change === 0
        ? t('workspace.progress.skills.noChange')
        : t('workspace.progress.skills.change', {
            change: change > 0 ? `+${change}` : `${change}`,
          })}
    </Box>
  );
}

// Per-skill level from the adaptive rating, now and 30 days ago, strongest first.
export function SkillLevelsCard({ skills }: { skills: readonly SkillRow[] }) {
  const { t } = useTranslation();
  const format = useDayFormat();
  const name = (s: SkillRow) => t(`quiz.skills.${s.skill}`);
  const strongest = skills[0];
  // Room for the longest skill name (about 7 px a character), at most 150 px.
  const labelWidth = Math.min(150, 16 + 7 * Math.max(0, ...skills.map((s) => name(s).length)));
  const gain = skills.reduce<SkillRow | undefined>(
    (b, s) => (s.change30d > 0 && (!b || s.change30d > b.change30d) ? s : b),
    undefined,
  );

  return (
    <ChartCard
      title={t('workspace.progress.skills.title')}
      data-tour="progress-skills"
      summary={
        strongest
          ? [
              t('workspace.progress.skills.summaryStrongest', {
                skill: name(strongest),
                level: strongest.level,
                count: skills.length,
              }),
              gain
                ? t('workspace.progress.skills.summaryGain', {
                    skill: name(gain),
                    change: gain.change30d,
                  })
                : t('workspace.progress.skills.summaryNoGain'),
            ].join(' ')
          : ''
      }
      empty={
        skills.length === 0 && (
          <ChartEmpty
            message={t('workspace.progress.skills.empty')}
            action={
              <Button variant="outlined" href={paths.apps.quiz.getHref()}>
                {t('workspace.progress.quizTrend.start')}
              </Button>
            }
          />
        )
      }
      chart={
        <>
          <BarChart
            height={70 + skills.length * 44}
            skipAnimation
            layout="horizontal"
            margin={{ right: 16 }}
            grid={{ vertical: true }}
            yAxis={[{ scaleType: 'band', data: skills.map(name), width: labelWidth }]}
            xAxis={[
              {
                min: 0,
                max: 5,
                tickNumber: 5,
                label: t('workspace.progress.skills.axis'),
                valueFormatter: (v: number) => format.number(v),
              },
            ]}
            series={[
              {
                data: skills.map((s) => levelScaleOf(s.rating - s.change30d)),
                label: t('workspace.progress.skills.before'),
                color: 'var(--mui-palette-action-disabled)',
                valueFormatter: (v) =>
                  v === null
                    ? ''
                    : t('workspace.progress.skills.levelValue', { level: format.number(v, 1) }),
              },
              {
                data: skills.map((s) => levelScaleOf(s.rating)),
                label: t('workspace.progress.skills.now'),
                color: 'var(--mui-palette-primary-main)',
                valueFormatter: (v) =>
                  v === null
                    ? ''
                    : t('workspace.progress.skills.levelValue', { level: format.number(v, 1) }),
              },
            ]}
            slotProps={{
              legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'end' } },
            }}
          />
          {/* The 30-day change in words beside the bars' picture of it. */}
          <Box
            component="ul"
            aria-label={t('workspace.progress.columns.change30d')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {skills.map((s) => (
              <Box
                component="li"
                key={s.skill}
                sx={{
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  typography: 'body2',
                }}
              >
                {name(s)}: <ChangeText change={s.change30d} />
              </Box>
            ))}
          </Box>
        </>
      }
      table={
        <DataTable
          caption={t('workspace.progress.skills.title')}
          rowKey={(s) => s.skill}
          rows={skills}
          columns={[
            { key: 'skill', header: t('workspace.progress.columns.skill'), cell: name },
            {
              key: 'level',
              header: t('workspace.progress.columns.level'),
              numeric: true,
              cell: (s) => s.level,
            },
            {
              key: 'rating',
              header: t('workspace.progress.columns.rating'),
              numeric: true,
              cell: (s) => s.rating,
            },
            {
              key: 'change',
              header: t('workspace.progress.columns.change30d'),
              numeric: true,
              cell: (s) => <ChangeText change={s.change30d} />,
            },
            {
              key: 'answered',
              header: t('workspace.progress.columns.answered'),
              numeric: true,
              cell: (s) => s.answered,
            },
          ]}
        />
      }
    />
  );
}
