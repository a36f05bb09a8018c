import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const colorFor = (score: number) => (score >= 80 ? 'success' : score >= 50 ? 'primary' : 'error');

// The score as a big number inside a ring that fills to it.
export function ScoreRing({ score, size = 148 }: { score: number; size?: number }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(score / 100);
  return (
    <Box
      role="img"
      aria-label={t('quiz.results.scoreLabel', { score: percent })}
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
        color={colorFor(score)}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, '& circle': { strokeLinecap: 'round' } }}
      />
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        <Typography
          component="span"
          aria-hidden
          sx={{ fontSize: size / 4.2, fontWeight: 800, letterSpacing: '-0.02em' }}
        >
          {percent}
        </Typography>
      </Box>
    </Box>
  );
}
