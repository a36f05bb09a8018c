import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const scoreColor = (score: number) =>
  score >= 80 ? 'success' : score >= 50 ? 'primary' : 'error';

// A 0-100 score as a number inside a ring that fills to it.
export function ScoreRing({ score, size = 132 }: { score: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="img"
      aria-label={t('interviews.feedback.scoreOutOf', { score })}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={4}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, color: 'action.hover' }}
      />
      <CircularProgress
        variant="determinate"
        value={score}
        size={size}
        thickness={4}
        color={scoreColor(score)}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, '& circle': { strokeLinecap: 'round' } }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeContent: 'center',
          textAlign: 'center',
        }}
      >
        <Typography component="span" sx={{ fontSize: size / 3.6, fontWeight: 800, lineHeight: 1 }}>
          {score}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          / 100
        </Typography>
      </Box>
    </Box>
  );
}
