import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../components/section-card';

type ChartCardProps = {
  title: string;
  // The chart in one or two sentences: its text alternative, always on screen.
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  // Shown instead of chart and table when the range has no data.
  empty?: ReactNode | false;
  footer?: ReactNode;
  'data-tour'?: string;
};

// A chart with its text alternatives: a summary under the title and the same figures as a table
// behind a Chart/Table toggle.
export function ChartCard({
  title,
  summary,
  chart,
  table,
  empty,
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
        !empty && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
            aria-label={t('workspace.progress.view.label', { title })}
          >
            <ToggleButton value="chart" sx={{ gap: 0.5, px: 1.25 }}>
              <BarChartOutlined fontSize="small" aria-hidden />
              {t('workspace.progress.view.chart')}
            </ToggleButton>
            <ToggleButton value="table" sx={{ gap: 0.5, px: 1.25 }}>
              <TableRowsOutlined fontSize="small" aria-hidden />
              {t('workspace.progress.view.table')}
            </ToggleButton>
          </ToggleButtonGroup>
        )
      }
    >
      {empty || (
        <Box component="figure" sx={{ m: 0 }}>
          <Typography
            id={captionId}
            component="figcaption"
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1.5 }}
          >
            {summary}
          </Typography>
          {view === 'chart' ? chart : <Box sx={{ overflowX: 'auto' }}>{table}</Box>}
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
