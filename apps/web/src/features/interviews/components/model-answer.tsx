import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { ModelAnswerOutline } from './model-answer-outline';

type ModelAnswerProps = {
  revealed: { modelAnswer: string[]; talkingPoints: string[] } | null;
  // Why it is still hidden, when it is.
  lockedText?: string;
  headingLevel?: 'h2' | 'h3';
};

// The outline of a strong answer and the points an interviewer listens for; kept hidden until
// the candidate has answered, so it guides a retake instead of the first try.
export function ModelAnswer({ revealed, lockedText, headingLevel = 'h2' }: ModelAnswerProps) {
  const { t } = useTranslation();
  const sub = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Card variant="outlined" component="section" aria-labelledby={`model-answer-${headingLevel}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 2, sm: 3 } }}>
        <Typography
          id={`model-answer-${headingLevel}`}
          variant="h2"
          component={headingLevel}
          sx={{ fontSize: '1.125rem' }}
        >
          {t('interviews.model.title')}
        </Typography>
        {revealed === null ? (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>
            <LockOutlined aria-hidden />
            <Typography variant="body2">{lockedText ?? t('interviews.model.locked')}</Typography>
          </Box>
        ) : (
          <ModelAnswerOutline revealed={revealed} heading={sub} />
        )}
      </CardContent>
    </Card>
  );
}
