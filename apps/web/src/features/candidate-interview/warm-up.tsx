import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import type { AnswerFeedback } from '@rehearse/feedback/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusColor, useMetricText } from '../../lib/feedback/metric-text';

// A warm-up question before the real ones, answered in writing and analysed in this browser
// by Rehearse's answer feedback (@rehearse/feedback, as in practice): nothing is sent or
// stored, and the company never sees it (docs/decisions/048-candidate-one-way-interview.md).
export function WarmUp({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const text = useMetricText();
  const [answer, setAnswer] = useState('');
  const [feedback, setFeedback] = useState<AnswerFeedback | null>(null);
  const shown = feedback?.metrics.filter((m) => m.status !== 'not-applicable') ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="warm-up-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="warm-up-title" variant="h1" sx={{ fontSize: '1.25rem' }}>
          {t('candidateInterview.warmUp.title')}
        </Typography>
        <Typography>{t('candidateInterview.warmUp.intro')}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{t('candidateInterview.warmUp.prompt')}</Typography>
        <TextField
          label={t('candidateInterview.warmUp.label')}
          multiline
          minRows={4}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <Button
          variant="outlined"
          disabled={!answer.trim()}
          onClick={() => setFeedback(analyzeAnswer({ transcript: answer, expectsStar: true }))}
        >
          {t('candidateInterview.warmUp.check')}
        </Button>
        {feedback && (
          <Box
            component="ul"
            aria-live="polite"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
          >
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
        )}
        <Button variant="contained" size="large" onClick={onDone}>
          {t(feedback ? 'candidateInterview.warmUp.continue' : 'candidateInterview.warmUp.skip')}
        </Button>
      </CardContent>
    </Card>
  );
}
