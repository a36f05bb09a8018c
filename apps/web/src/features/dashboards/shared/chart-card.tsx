import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';

type ChartCardProps = {
  title: string;
  // The chart in a sentence: its text alternative, always on screen.
  summary: string;
  chart: ReactNode;
  // The same figures as a table, behind the Chart/Table toggle.
  table: ReactNode;
  // Controls beside the toggle (a range switch).
  action?: ReactNode;
  children?: ReactNode;
};

// A chart with its text alternatives: a visible heading, a summary as the figure's caption, and
// the chart's figures as a table one toggle away (people who cannot see the chart, or who want
// the exact numbers, read the table).
export function ChartCard({ title, summary, chart, table, action, children }: ChartCardProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const captionId = useId();
  return (
    <SectionCard
      title={title}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {action}
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
            aria-label={t('dashboards.view.label', { title })}
          >
            <ToggleButton value="chart" sx={{ gap: 0.5, px: 1.25 }}>
              <BarChartOutlined fontSize="small" aria-hidden />
              {t('dashboards.view.chart')}
            </ToggleButton>
            <ToggleButton value="table" sx={{ gap: 0.5, px: 1.25 }}>
              <TableRowsOutlined fontSize="small" aria-hidden />
              {t('dashboards.view.table')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      }
    >
      {children}
      <Box component="figure" aria-label={title} aria-describedby={captionId} sx={{ m: 0 }}>
        <Typography
          id={captionId}
          component="figcaption"
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1.5 }}
        >
          {summary}
        </Typography>
        {view === 'chart' ? chart : table}
      </Box>
    </SectionCard>
  );
}
