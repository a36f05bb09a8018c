import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import type { MetricId } from '@rehearse/feedback/types';
import { useTranslation } from 'react-i18next';
import { useLooseT, useMetricText } from '../../../../lib/feedback/metric-text';

type Improvement = NonNullable<MockInterview['feedback']>['improvements'][number];

// The improvements worth most across the interview: each with the points it would gain and the
// questions it concerns.
export function InterviewImprovements({ items }: { items: readonly Improvement[] }) {
  const { t, i18n } = useTranslation();
  const loose = useLooseT();
  const text = useMetricText();
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  if (items.length === 0) {
    return <Typography variant="body2">{t('interviews.feedback.noImprovements')}</Typography>;
  }
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Box component="li" key={item.id}>
          <Typography sx={{ fontWeight: 700 }} component="span">
            {text.label(item.id as MetricId)}
          </Typography>{' '}
          <Chip
            size="small"
            color="primary"
            label={t('feedback.interview.gain', { gain: text.number(item.gain) })}
            sx={{ ml: 0.5 }}
          />
          <Typography variant="body2" color="text.secondary">
            {loose('feedback.interview.questions', {
              count: item.questions.length,
              list: list.format(item.questions.map((q) => String(q + 1))),
            })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
