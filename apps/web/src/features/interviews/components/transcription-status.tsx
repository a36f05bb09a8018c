import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SpeechStatus, TranscriptionProgress } from '@rehearse/contracts/transcriptions';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';

// Where the server's transcription of a recording is: waiting, reading the audio, recognising
// (with a percentage), or why it failed (decision 032).
export function TranscriptionStatus({ transcription }: { transcription: TranscriptionProgress }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (transcription.status === 'failed') {
    return (
      <Alert severity="warning" variant="outlined" role="alert">
        {errorText({ code: transcription.errorCode ?? 'transcription.failed' })}
      </Alert>
    );
  }
  if (transcription.status === 'done') return null;
  const queued = transcription.status === 'queued';
  const label = queued
    ? t('interviews.transcription.queued')
    : transcription.stage === 'decoding'
      ? t('interviews.transcription.decoding', { percent: transcription.progress })
      : t('interviews.transcription.recognising', { percent: transcription.progress });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="transcription-progress">
      <Typography variant="body2" role="status">
        {label}
      </Typography>
      <LinearProgress
        variant={queued ? 'indeterminate' : 'determinate'}
        value={transcription.progress}
        aria-label={t('interviews.transcription.label')}
      />
    </Box>
  );
}

// Said where a recorded answer's transcript is typed because this server cannot transcribe. The
// demo build (vite.demo.config.ts, mode 'demo') has no server: its API runs in the browser.
export function NoTranscriptionNote({ status }: { status: SpeechStatus | undefined }) {
  const { t } = useTranslation();
  if (!status || status.available) return null;
  return (
    <Alert severity="info" variant="outlined">
      {t(
        import.meta.env.MODE === 'demo'
          ? 'interviews.transcription.notInDemo'
          : 'interviews.transcription.notInstalled',
      )}
    </Alert>
  );
}
