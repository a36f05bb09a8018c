import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MetricId } from '@rehearse/feedback/types';
import { useTranslation } from 'react-i18next';
import { useMetricText } from '../../../lib/feedback/metric-text';

type StrengthChipsProps = {
  strengths: readonly MetricId[];
  // An answer's feedback lists them small; the interview overview, at full size.
  size?: 'small' | 'medium';
};

// The metrics that went well, as green chips; a sentence when there are none.
export function StrengthChips({ strengths, size = 'medium' }: StrengthChipsProps) {
  const { t } = useTranslation();
  const text = useMetricText();
  if (strengths.length === 0) {
    return (
      <Typography variant="body2" color={size === 'small' ? 'text.secondary' : undefined}>
        {t('interviews.feedback.noStrengths')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
    >
      {strengths.map((id) => (
        <li key={id}>
          <Chip size={size} color="success" variant="outlined" label={text.label(id)} />
        </li>
      ))}
    </Box>
  );
}
