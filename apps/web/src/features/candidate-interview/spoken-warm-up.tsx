import Mic from '@mui/icons-material/Mic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { WarmUpTranscript } from '@rehearse/contracts/candidate-interview';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { LevelMeter } from '../../components/media/level-meter';
import { MediaErrorAlert } from '../../components/media/media-error-alert';
import { useAudioLevel } from '../../lib/media/use-audio-level';
import { useMediaRecorder, type RecordedMedia } from '../../lib/media/use-media-recorder';
import { useMediaStream } from '../../lib/media/use-media-stream';
import { transcribeWarmUp } from './api/candidate-interview.queries';

// A warm-up answer is short: the recording stops by itself after two minutes.
export const WARM_UP_MAX_SECONDS = 120;

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

type SpokenWarmUpProps = {
  token: string;
  // The server's words with their timings, for the feedback.
  onTranscript: (transcript: WarmUpTranscript) => void;
  // Recording is impossible here (no microphone, refused): write instead.
  onWrite: () => void;
};

// The warm-up spoken, as the real questions are: the microphone with a level meter, a recording,
// and the server's transcript of it (held in memory there, never stored:
// docs/decisions/053-read-aloud-and-spoken-warm-up.md).
export function SpokenWarmUp({ token, onTranscript, onWrite }: SpokenWarmUpProps) {
  const { t } = useTranslation();
  const media = useMediaStream();
  const recorder = useMediaRecorder();
  const stream = media.state.status === 'ready' ? media.state.stream : null;
  const level = useAudioLevel(stream);
  const [elapsed, setElapsed] = useState(0);
  const [heardNothing, setHeardNothing] = useState(false);
  const transcribe = useMutation({
    mutationFn: (recorded: RecordedMedia) => transcribeWarmUp(token, recorded.blob),
    onSuccess: (transcript) => {
      setHeardNothing(transcript.words.length === 0);
      if (transcript.words.length > 0) onTranscript(transcript);
    },
  });
  const stopRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    void media.request('audio');
    return () => media.release();
    // Once: the microphone is asked for when the spoken warm-up shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const stop = async () => {
    const recorded = await recorder.stop();
    if (recorded) transcribe.mutate(recorded);
  };
  // The timer below calls the latest stop() without restarting when it changes.
  useEffect(() => {
    stopRef.current = () => void stop();
  });

  // The elapsed time while recording, and the automatic stop at the limit.
  useEffect(() => {
    if (!recorder.recording) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000;
      setElapsed(seconds);
      if (seconds >= WARM_UP_MAX_SECONDS) stopRef.current();
    }, 250);
    return () => clearInterval(timer);
  }, [recorder.recording]);

  if (media.state.status === 'error') {
    return (
      <MediaErrorAlert
        kind={media.state.error}
        capture="audio"
        onRetry={() => void media.request('audio')}
        onType={onWrite}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <LevelMeter level={level} />
      {recorder.recording ? (
        <>
          <Typography aria-live="off">
            {t('candidateInterview.warmUp.recording', {
              time: clock(elapsed),
              limit: clock(WARM_UP_MAX_SECONDS),
            })}
          </Typography>
          <Button variant="contained" color="error" size="large" onClick={() => void stop()}>
            {t('candidateInterview.warmUp.stop')}
          </Button>
        </>
      ) : (
        <Button
          variant="outlined"
          size="large"
          startIcon={<Mic />}
          disabled={!stream || transcribe.isPending}
          onClick={() => {
            if (!stream) return;
            setElapsed(0);
            setHeardNothing(false);
            transcribe.reset();
            recorder.start(stream, 'audio');
          }}
        >
          {t(
            transcribe.isSuccess
              ? 'candidateInterview.warmUp.recordAgain'
              : 'candidateInterview.warmUp.record',
          )}
        </Button>
      )}
      {transcribe.isPending && (
        <Box>
          <Typography variant="body2">{t('candidateInterview.warmUp.transcribing')}</Typography>
          <LinearProgress aria-label={t('candidateInterview.warmUp.transcribing')} />
        </Box>
      )}
      {transcribe.isError && (
        <ErrorState
          title={t('candidateInterview.warmUp.transcribeError')}
          error={transcribe.error}
          onRetry={() => transcribe.variables && transcribe.mutate(transcribe.variables)}
          retrying={transcribe.isPending}
        />
      )}
      {heardNothing && <Alert severity="info">{t('candidateInterview.warmUp.nothingHeard')}</Alert>}
      {transcribe.data && transcribe.data.words.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('candidateInterview.warmUp.heard')}
          </Typography>
          <Typography sx={{ fontStyle: 'italic' }}>{transcribe.data.text}</Typography>
        </Box>
      )}
    </Box>
  );
}
