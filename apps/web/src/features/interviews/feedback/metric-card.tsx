import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HighlightOutlined from '@mui/icons-material/HighlightOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import type { Metric } from '@rehearse/feedback/types';
import { WEIGHTS } from '@rehearse/feedback/scoring';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MetricDetails } from './metric-details';
import { useMetricText } from '../../../lib/feedback/metric-text';
import { StatusChip } from './status-chip';

type MetricCardProps = {
  metric: Metric;
  // Whether the transcript shows only this metric's evidence; absent: no transcript to show.
  highlighted?: boolean;
  onHighlight?: () => void;
};

// One metric: its value against its target, its status, one concrete suggestion, and on demand
// how it is computed and what it was computed from.
export function MetricCard({ metric, highlighted, onHighlight }: MetricCardProps) {
  const { t } = useTranslation();
  const text = useMetricText();
  const [open, setOpen] = useState(false);
  const howId = useId();
  const measured = metric.status !== 'not-applicable';
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`${howId}-title`}
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', opacity: measured ? 1 : 0.85 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography
          id={`${howId}-title`}
          variant="subtitle1"
          component="h4"
          sx={{ fontWeight: 700 }}
        >
          {text.label(metric.id)}
        </Typography>
        <StatusChip status={metric.status} label={text.status(metric.status)} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontSize: '1.375rem', fontWeight: 800, lineHeight: 1.2 }}>
          {measured ? text.value(metric) : '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${t('feedback.fields.target')}: ${text.target(metric)}`}
        </Typography>
      </Box>
      {measured && (
        <Typography variant="caption" color="text.secondary">
          {t('interviews.feedback.subScoreWeight', {
            score: metric.subScore ?? 0,
            weight: WEIGHTS[metric.id],
          })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <LightbulbOutlined aria-hidden fontSize="small" sx={{ mt: '2px', color: 'warning.main' }} />
        <Typography variant="body2">
          <Box
            component="span"
            sx={{ fontWeight: 600 }}
          >{`${t('feedback.fields.suggestion')}: `}</Box>
          {text.suggestion(metric)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={howId}
          endIcon={
            <ExpandMore
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          }
        >
          {t('feedback.fields.how')}
        </Button>
        {onHighlight && metric.evidence.length > 0 && (
          <Button
            size="small"
            aria-pressed={highlighted}
            variant={highlighted ? 'contained' : 'text'}
            onClick={onHighlight}
            startIcon={<HighlightOutlined />}
          >
            {t('interviews.feedback.showEvidence', { count: metric.evidence.length })}
          </Button>
        )}
      </Box>
      <Collapse in={open} id={howId}>
        <Box sx={{ display: 'grid', gap: 1, pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {text.how(metric.id)}
          </Typography>
          <MetricDetails metric={metric} />
        </Box>
      </Collapse>
    </Paper>
  );
}
