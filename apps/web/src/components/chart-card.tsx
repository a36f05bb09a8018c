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
  // The chart in a sentence or two: its text alternative, always on screen.
  summary: string;
  chart: ReactNode;
  // The same figures as a table, behind the Chart/Table toggle.
  table: ReactNode;
  // Controls beside the toggle (a range switch).
  action?: ReactNode;
  // Shown instead of chart and table when there is no data (ChartEmpty).
  empty?: ReactNode | false;
  // Above the figure (figures the chart does not draw), and below the card's figure.
  children?: ReactNode;
  footer?: ReactNode;
  'data-tour'?: string;
};

// A chart with its text alternatives: a visible heading, a summary as the figure's caption, and
// the chart's figures as a table one toggle away (people who cannot see the chart, or who want
// the exact numbers, read the table). The progress tracker's and the dashboards' charts.
export function ChartCard({
  title,
  summary,
  chart,
  table,
  action,
  empty,
  children,
  footer,
  ...rest
}: ChartCardProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const captionId = useId();
  return (
    <SectionCard
      title={title}
      data-tour={rest['data-tour']}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {action}
          {!empty && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
              aria-label={t('charts.view.label', { title })}
            >
              <ToggleButton value="chart" sx={{ gap: 0.5, px: 1.25 }}>
                <BarChartOutlined fontSize="small" aria-hidden />
                {t('charts.view.chart')}
              </ToggleButton>
              <ToggleButton value="table" sx={{ gap: 0.5, px: 1.25 }}>
                <TableRowsOutlined fontSize="small" aria-hidden />
                {t('charts.view.table')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Box>
      }
    >
      {children}
      {empty || (
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
      )}
      {footer}
    </SectionCard>
  );
}

// The empty state of a chart: why there is nothing, and where to start.
export function ChartEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        gap: 1.5,
        py: 5,
        px: 2,
        textAlign: 'center',
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
      }}
    >
      <Typography color="text.secondary">{message}</Typography>
      {action}
    </Box>
  );
}
