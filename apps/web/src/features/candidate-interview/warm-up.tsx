import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import type { AnswerFeedback } from '@rehearse/feedback/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { warmUpQueryOptions } from './api/candidate-interview.queries';
import { SpokenWarmUp } from './spoken-warm-up';
import { WarmUpFeedback } from './warm-up-feedback';

type Mode = 'spoken' | 'written';

// A warm-up question before the real ones, with Rehearse's instant feedback
// (@rehearse/feedback, as in practice) so the candidate is not "speaking into the void".
// Spoken by default where this server transcribes: the recording goes to the server only to be
// transcribed and is never stored; written where it does not, or when the candidate prefers.
// The company never sees it (docs/decisions/053-read-aloud-and-spoken-warm-up.md).
export function WarmUp({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const status = useQuery(warmUpQueryOptions(token));
  const [chosen, setChosen] = useState<Mode>('spoken');
  const [feedback, setFeedback] = useState<AnswerFeedback | null>(null);
  const spoken = status.data?.spoken === true;
  const mode: Mode = spoken ? chosen : 'written';
  return (
    <Card variant="outlined" component="section" aria-labelledby="warm-up-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="warm-up-title" variant="h1" sx={{ fontSize: '1.25rem' }}>
          {t('candidateInterview.warmUp.title')}
        </Typography>
        <Typography>
          {t(
            mode === 'spoken'
              ? 'candidateInterview.warmUp.introSpoken'
              : 'candidateInterview.warmUp.intro',
          )}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{t('candidateInterview.warmUp.prompt')}</Typography>
        {status.isPending ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} aria-label={t('candidateInterview.warmUp.checking')} />
            <Typography variant="body2">{t('candidateInterview.warmUp.checking')}</Typography>
          </Box>
        ) : (
          <>
            {status.isError && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => void status.refetch()}>
                    {t('candidateInterview.warmUp.retry')}
                  </Button>
                }
              >
                {t('candidateInterview.warmUp.statusError')}
              </Alert>
            )}
            {status.data && !spoken && (
              <Alert severity="info">{t('candidateInterview.warmUp.writtenOnly')}</Alert>
            )}
            {spoken && (
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={mode}
                onChange={(_, next: Mode | null) => next && setChosen(next)}
                aria-label={t('candidateInterview.warmUp.modeLabel')}
              >
                <ToggleButton value="spoken">{t('candidateInterview.warmUp.speak')}</ToggleButton>
                <ToggleButton value="written">{t('candidateInterview.warmUp.write')}</ToggleButton>
              </ToggleButtonGroup>
            )}
            {mode === 'spoken' ? (
              <SpokenWarmUp
                token={token}
                onWrite={() => setChosen('written')}
                onTranscript={(transcript) =>
                  setFeedback(
                    analyzeAnswer({
                      transcript: transcript.text,
                      durationSeconds: transcript.audio_seconds,
                      words: transcript.words,
                      expectsStar: true,
                    }),
                  )
                }
              />
            ) : (
              <WrittenWarmUp
                onFeedback={(answer) =>
                  setFeedback(analyzeAnswer({ transcript: answer, expectsStar: true }))
                }
              />
            )}
          </>
        )}
        <Box aria-live="polite">{feedback && <WarmUpFeedback feedback={feedback} />}</Box>
        {/* The journey specs find these two names: keep them. */}
        <Button variant="contained" size="large" onClick={onDone}>
          {t(feedback ? 'candidateInterview.warmUp.continue' : 'candidateInterview.warmUp.skip')}
        </Button>
      </CardContent>
    </Card>
  );
}

// The warm-up written and analysed in this browser: nothing is sent.
function WrittenWarmUp({ onFeedback }: { onFeedback: (answer: string) => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <TextField
        label={t('candidateInterview.warmUp.label')}
        multiline
        minRows={4}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <Button variant="outlined" disabled={!answer.trim()} onClick={() => onFeedback(answer)}>
        {t('candidateInterview.warmUp.check')}
      </Button>
    </>
  );
}
