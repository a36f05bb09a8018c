import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScoreRing } from '../../../../components/score-ring';

// A quiz score as a big percentage inside its ring.
export function QuizScoreRing({ score, size = 148 }: { score: number; size?: number }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(score / 100);
  return (
    <ScoreRing score={score} size={size} label={t('quiz.results.scoreLabel', { score: percent })}>
      <Typography
        component="span"
        sx={{ fontSize: size / 4.2, fontWeight: 800, letterSpacing: '-0.02em' }}
      >
        {percent}
      </Typography>
    </ScoreRing>
  );
}
