import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import type { PracticeQuestion } from '@rehearse/contracts/practice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/media/countdown';
import { QuestionMeta } from '../components/question-meta';
import { useCountdown } from '../media/use-countdown';

const THINK_CHOICES = [15, 30, 60, 120] as const;

// The question, an optional think timer and a hint on request.
export function QuestionCard({ data }: { data: PracticeQuestion }) {
  const { t } = useTranslation();
  const [thinkSeconds, setThinkSeconds] = useState<number>(30);
  const [thinking, setThinking] = useState(false);
  const [thought, setThought] = useState(false);
  const [hintOpen, setHintOpen] = useState(false);
  const left = useCountdown(thinkSeconds, thinking, () => {
    setThinking(false);
    setThought(true);
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="question-prompt">
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
        <QuestionMeta question={data.question} />
        <Typography
          id="question-prompt"
          variant="h2"
          sx={{
            fontSize: { xs: '1.25rem', sm: '1.5rem' },
            lineHeight: 1.35,
            whiteSpace: 'pre-line',
          }}
        >
          {data.question.prompt}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {thinking ? (
            <>
              <Countdown seconds={left} label={t('interviews.timer.think')} urgent={left <= 5} />
              <Button size="small" onClick={() => setThinking(false)}>
                {t('interviews.practice.stopThinking')}
              </Button>
            </>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={t('interviews.practice.thinkTime')}
                value={thinkSeconds}
                onChange={(event) => setThinkSeconds(Number(event.target.value))}
                sx={{ width: 140 }}
              >
                {THINK_CHOICES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t('interviews.seconds', { count: s })}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                startIcon={<TimerOutlined />}
                onClick={() => {
                  setThought(false);
                  setThinking(true);
                }}
              >
                {t('interviews.practice.startThinking')}
              </Button>
            </Box>
          )}
          <Button
            startIcon={<LightbulbOutlined />}
            aria-expanded={hintOpen}
            aria-controls="question-hint"
            onClick={() => setHintOpen((open) => !open)}
          >
            {hintOpen ? t('interviews.practice.hideHint') : t('interviews.practice.showHint')}
          </Button>
        </Box>
        {thought && (
          <Alert severity="info" role="status" onClose={() => setThought(false)}>
            {t('interviews.practice.thinkDone')}
          </Alert>
        )}
        <Box id="question-hint" hidden={!hintOpen}>
          {hintOpen && (
            <Alert severity="info" icon={<LightbulbOutlined />} variant="outlined">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('interviews.practice.hint')}
              </Typography>
              {data.hint}
            </Alert>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
