import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScoreRing } from '../../../components/score-ring';

// An answer's or interview's 0-100 feedback score, written "67 / 100".
export function FeedbackScoreRing({ score, size = 132 }: { score: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <ScoreRing score={score} size={size} label={t('interviews.feedback.scoreOutOf', { score })}>
      <Typography component="span" sx={{ fontSize: size / 3.6, fontWeight: 800, lineHeight: 1 }}>
        {score}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        / 100
      </Typography>
    </ScoreRing>
  );
}
