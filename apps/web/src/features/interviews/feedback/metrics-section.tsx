import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Metric, MetricId } from '@rehearse/feedback/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedAccordion } from '../components/outlined-accordion';
import { MetricCard } from './metric-card';

type MetricsSectionProps = {
  metrics: readonly Metric[];
  heading: 'h3' | 'h4';
  // The metric whose evidence alone the transcript shows, and how to change it.
  focused: MetricId | null;
  onHighlight: (id: MetricId) => void;
  // Two columns at most (beside other content) instead of three on wide screens.
  compact?: boolean;
  // After the cards: the weights.
  children?: ReactNode;
};

// Every measured metric as a card; the ones this answer gave nothing to measure, folded away.
export function MetricsSection(props: MetricsSectionProps) {
  const { metrics, heading, focused, onHighlight, compact, children } = props;
  const { t } = useTranslation();
  const measured = metrics.filter((m) => m.status !== 'not-applicable');
  const unmeasured = metrics.filter((m) => m.status === 'not-applicable');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 700 }}>
        {t('interviews.feedback.metricsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {t('feedback.englishOnly')}
      </Typography>
      <Box
        component="section"
        aria-label={t('interviews.feedback.metricsTitle')}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            xl: compact ? 'repeat(2, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {measured.map((metric) => (
          <MetricCard
            key={metric.id}
            metric={metric}
            highlighted={focused === metric.id}
            onHighlight={() => onHighlight(metric.id)}
          />
        ))}
      </Box>
      {unmeasured.length > 0 && (
        <OutlinedAccordion
          title={t('interviews.feedback.notMeasured', { count: unmeasured.length })}
          detailsSx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {unmeasured.map((metric) => (
            <MetricCard key={metric.id} metric={metric} />
          ))}
        </OutlinedAccordion>
      )}
      {children}
    </Box>
  );
}
