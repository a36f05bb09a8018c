import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AnswerFeedback } from '@rehearse/feedback/types';
import { useTranslation } from 'react-i18next';
import { statusColor, useMetricText } from '../../lib/feedback/metric-text';

// Rehearse's instant feedback on the warm-up: each measured metric with its value, a status and,
// when not on target, what to try. For a spoken warm-up that includes pace, pauses and fillers.
export function WarmUpFeedback({ feedback }: { feedback: AnswerFeedback }) {
  const { t } = useTranslation();
  const text = useMetricText();
  const shown = feedback.metrics.filter((m) => m.status !== 'not-applicable');
  return (
    <Box
      component="section"
      aria-labelledby="warm-up-feedback-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="warm-up-feedback-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
        {t('candidateInterview.warmUp.feedbackTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {shown.map((metric) => (
          <li key={metric.id}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{text.label(metric.id)}</Typography>
              <Typography>{text.value(metric)}</Typography>
              <Chip
                size="small"
                color={statusColor(metric.status)}
                label={text.status(metric.status)}
                // White on MUI's warning orange falls short of 4.5:1; dark text does not.
                sx={{ '&.MuiChip-colorWarning': { color: 'rgba(0, 0, 0, 0.87)' } }}
              />
            </Box>
            {metric.status !== 'good' && (
              <Typography variant="body2" color="text.secondary">
                {text.suggestion(metric)}
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
