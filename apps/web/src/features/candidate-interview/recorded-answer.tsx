import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { CameraPreview } from '../../components/media/camera-preview';
import { Countdown } from '../../components/media/countdown';
import { MediaErrorAlert } from '../../components/media/media-error-alert';
import { useMediaRecorder, type RecordedMedia } from '../../lib/media/use-media-recorder';
import { useMediaStream } from '../../lib/media/use-media-stream';
import { uploadTake, useSubmitAnswer } from './api/candidate-interview.queries';
import { answerClock, type StepProps } from './answer-clock';

// A recorded answer: takes within the plan's allowance, each uploaded with progress and sent
// again after a failure, and the candidate's choice of which take to submit.
type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; media: RecordedMedia }
  | { status: 'error'; error: unknown; media: RecordedMedia };

export function RecordedAnswer({ token, question, now }: StepProps) {
  const { t } = useTranslation();
  const kind = question.answer_type === 'video' ? 'video' : 'audio';
  const media = useMediaStream();
  const recorder = useMediaRecorder();
  const submit = useSubmitAnswer(token);
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [chosen, setChosen] = useState<string | null>(question.takes.at(-1)?.id ?? null);
  const [recordingSince, setRecordingSince] = useState<number | null>(null);
  // The last take came out with no data at all (see stop()).
  const [emptyTake, setEmptyTake] = useState(false);
  const { left, closed } = answerClock(question, now);
  const stream = media.state.status === 'ready' ? media.state.stream : null;
  const takesLeft = question.takes_allowed - question.takes.length;

  useEffect(() => {
    void media.request(kind);
    return () => media.release();
    // Once per question: the stream is asked for when the answer starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Sends a recorded take; on a bad connection the take stays here to be sent again.
  const send = (recorded: RecordedMedia) => {
    setUpload({ status: 'uploading', progress: 0, media: recorded });
    uploadTake({
      queryClient,
      token,
      questionId: question.id,
      blob: recorded.blob,
      durationSeconds: recorded.durationSeconds,
      onProgress: (progress) => setUpload({ status: 'uploading', progress, media: recorded }),
    }).then(
      (next) => {
        setUpload({ status: 'idle' });
        setChosen(next.takes.at(-1)?.id ?? null);
      },
      (error: unknown) => setUpload({ status: 'error', error, media: recorded }),
    );
  };

  const stop = async () => {
    setRecordingSince(null);
    const recorded = await recorder.stop();
    if (!recorded) return;
    // A take stopped in its first moments on a busy device can hold no data: the server refuses
    // it as empty and a retry would send the same nothing, leaving no way on. It is not sent and
    // does not count as a take; the candidate records again.
    if (recorded.blob.size === 0) {
      setEmptyTake(true);
      return;
    }
    send(recorded);
  };

  // The answer time is over: a take still recording stops and is sent.
  useEffect(() => {
    if (!recorder.recording || !question.answer_ends_at) return;
    const timer = setTimeout(
      () => void stop(),
      Math.max(0, Date.parse(question.answer_ends_at) - now),
    );
    return () => clearTimeout(timer);
    // Set once when recording starts, from the clock at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recorder.recording]);

  return (
    <>
      <Countdown
        seconds={left}
        label={t('candidateInterview.question.answer')}
        urgent={left <= 10}
      />
      {media.state.status === 'error' ? (
        <MediaErrorAlert
          kind={media.state.error}
          capture={kind}
          onRetry={() => void media.request(kind)}
        />
      ) : (
        <CameraPreview
          stream={stream}
          video={kind === 'video'}
          recordingSeconds={
            recordingSince === null ? undefined : Math.floor((now - recordingSince) / 1000)
          }
        />
      )}
      {recorder.recording ? (
        <Button variant="contained" color="error" size="large" onClick={() => void stop()}>
          {t('candidateInterview.question.stop')}
        </Button>
      ) : (
        upload.status === 'idle' &&
        takesLeft > 0 &&
        !closed &&
        left > 0 && (
          <Button
            variant={question.takes.length ? 'outlined' : 'contained'}
            size="large"
            disabled={!stream}
            onClick={() => {
              if (!stream) return;
              setEmptyTake(false);
              recorder.start(stream, kind);
              setRecordingSince(now);
            }}
          >
            {t(
              question.takes.length
                ? 'candidateInterview.question.recordAgain'
                : 'candidateInterview.question.record',
              { count: takesLeft },
            )}
          </Button>
        )
      )}
      {emptyTake && <Alert severity="warning">{t('candidateInterview.question.emptyTake')}</Alert>}
      {upload.status === 'uploading' && (
        <Box>
          <Typography variant="body2">{t('candidateInterview.question.uploading')}</Typography>
          <LinearProgress
            variant="determinate"
            value={upload.progress * 100}
            aria-label={t('candidateInterview.question.uploading')}
          />
        </Box>
      )}
      {upload.status === 'error' && (
        <ErrorState
          title={t('candidateInterview.question.uploadError')}
          error={upload.error}
          onRetry={() => send(upload.media)}
        />
      )}
      {question.takes.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
          <Typography component="legend" variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
            {t('candidateInterview.question.chooseTake')}
          </Typography>
          <RadioGroup value={chosen ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {question.takes.map((take) => (
              <Stack key={take.id} spacing={0.5} sx={{ mb: 1 }}>
                <FormControlLabel
                  value={take.id}
                  control={<Radio />}
                  label={t('candidateInterview.question.take', { n: take.number })}
                />
                {kind === 'video' ? (
                  <Box
                    component="video"
                    controls
                    playsInline
                    src={take.recording.url}
                    aria-label={t('candidateInterview.question.take', { n: take.number })}
                    sx={{ width: '100%', borderRadius: 1, bgcolor: 'grey.900' }}
                  />
                ) : (
                  <Box
                    component="audio"
                    controls
                    src={take.recording.url}
                    aria-label={t('candidateInterview.question.take', { n: take.number })}
                    sx={{ width: '100%' }}
                  />
                )}
              </Stack>
            ))}
          </RadioGroup>
        </Box>
      )}
      {submit.isError && (
        <ErrorState title={t('candidateInterview.question.submitError')} error={submit.error} />
      )}
      {question.takes.length > 0 && (
        <Button
          variant="contained"
          size="large"
          disabled={!chosen || recorder.recording || upload.status !== 'idle' || submit.isPending}
          onClick={() => {
            if (!chosen) return;
            media.release();
            submit.mutate({ questionId: question.id, input: { take_id: chosen } });
          }}
        >
          {t('candidateInterview.question.submitTake')}
        </Button>
      )}
      {closed && question.takes.length === 0 && upload.status === 'idle' && (
        <Alert severity="warning">{t('candidateInterview.question.missed')}</Alert>
      )}
    </>
  );
}
