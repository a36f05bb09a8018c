import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMetricText } from '../../../lib/feedback/metric-text';
import { StatusChip } from '../feedback/status-chip';
import type { MetricId } from '@rehearse/feedback/types';

type LivePreviewProps = { transcript: string; expectsStar: boolean };

const PREVIEWED: readonly MetricId[] = [
  'wordCount',
  'fillerWords',
  'hedges',
  'star',
  'quantifiedClaims',
  'specificity',
];

// A few figures from the same analysis the server runs, while the answer is written: a preview
// only. The feedback kept with an attempt is always the server's. Relevance and talking points
// need WordNet, which stays on the server (decision 033): the preview says they come on saving
// rather than showing a value.
export function LivePreview({ transcript, expectsStar }: LivePreviewProps) {
  const { t } = useTranslation();
  const text = useMetricText();
  const deferred = useDeferredValue(transcript);
  const feedback = useMemo(
    () => (deferred.trim() ? analyzeAnswer({ transcript: deferred, expectsStar }) : null),
    [deferred, expectsStar],
  );
  if (!feedback) return null;
  const shown = feedback.metrics.filter(
    (m) => PREVIEWED.includes(m.id) && m.status !== 'not-applicable',
  );
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="caption" color="text.secondary">
        {t('interviews.practice.livePreview')}
      </Typography>
      <Box
        component="ul"
        aria-live="off"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
      >
        {shown.map((metric) => (
          <li key={metric.id}>
            <StatusChip
              status={metric.status}
              label={`${text.label(metric.id)}: ${text.value(metric)}`}
            />
          </li>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('interviews.practice.contentAfterSaving')}
      </Typography>
    </Box>
  );
}
