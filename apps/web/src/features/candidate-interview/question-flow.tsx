import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UPLOAD_GRACE_SECONDS,
  WRITTEN_ANSWER_MAX_LENGTH,
  type InterviewQuestion,
} from '@rehearse/contracts/candidate-interview';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { CameraPreview } from '../../components/media/camera-preview';
import { Countdown } from '../../components/media/countdown';
import { MediaErrorAlert } from '../../components/media/media-error-alert';
import { useMediaRecorder, type RecordedMedia } from '../../lib/media/use-media-recorder';
import { useMediaStream } from '../../lib/media/use-media-stream';
import {
  currentQueryOptions,
  uploadTake,
  useFinishInterview,
  useStartAnswer,
  useSubmitAnswer,
} from './api/candidate-interview.queries';
import { WithdrawLink } from './withdraw-link';

export function QuestionFlow({ token }: { token: string }) {
  const { t } = useTranslation();
  const current = useQuery(currentQueryOptions(token));
  if (current.isPending) return <FullPageSpinner />;
  if (current.isError) {
    return <QueryErrorState title={t('candidateInterview.loadError')} query={current} />;
  }
  const { question, answered, total } = current.data;
  if (!question) return <ReadyToSubmit token={token} total={total} />;
  return (
    <>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('candidateInterview.question.progress', { n: answered + 1, total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(answered / total) * 100}
          aria-label={t('candidateInterview.question.progressLabel')}
        />
      </Box>
      <QuestionStep key={question.id} token={token} question={question} />
      <Typography variant="body2" color="text.secondary">
        {t('candidateInterview.welcome.pause')}
      </Typography>
      <WithdrawLink token={token} />
    </>
  );
}

function ReadyToSubmit({ token, total }: { token: string; total: number }) {
  const { t } = useTranslation();
  const finish = useFinishInterview(token);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {t('candidateInterview.submit.title')}
        </Typography>
        <Typography>{t('candidateInterview.submit.body', { count: total })}</Typography>
        {finish.isError && (
          <ErrorState
            title={t('candidateInterview.submit.error')}
            error={finish.error}
            onRetry={() => finish.mutate()}
            retrying={finish.isPending}
          />
        )}
        <Button
          variant="contained"
          size="large"
          disabled={finish.isPending}
          onClick={() => finish.mutate()}
        >
          {t('candidateInterview.submit.action')}
        </Button>
      </CardContent>
    </Card>
  );
}

// The server's clock as this browser sees it: the answer's `server_now` against the local time
// it arrived, ticking four times a second.
function useServerNow(serverNow: string) {
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now();
    const tick = () => setNow(Date.now() + offset);
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [serverNow]);
  return now;
}

const secondsUntil = (iso: string | null, now: number) =>
  iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;

function QuestionStep({ token, question }: { token: string; question: InterviewQuestion }) {
  const { t } = useTranslation();
  const now = useServerNow(question.server_now);
  const start = useStartAnswer(token);
  const thinkLeft = secondsUntil(question.think_ends_at, now);
  const started = question.answer_started_at !== null;
  const autoStarted = useRef(false);
  // The think time ran out: the answer starts (the server counts it from the think time's end).
  useEffect(() => {
    if (!started && thinkLeft === 0 && !autoStarted.current) {
      autoStarted.current = true;
      start.mutate(question.id);
    }
  }, [started, thinkLeft, start, question.id]);

  return (
    <Card variant="outlined" component="section" aria-labelledby="question-prompt">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="question-prompt" variant="h1" sx={{ fontSize: '1.25rem' }}>
          {question.prompt}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`candidateInterview.question.kind.${question.answer_type}`, {
            count: question.takes_allowed,
          })}
        </Typography>
        {start.isError && (
          <ErrorState
            title={t('candidateInterview.question.startError')}
            error={start.error}
            onRetry={() => start.mutate(question.id)}
          />
        )}
        {!started ? (
          <>
            <Countdown
              seconds={thinkLeft}
              label={t('candidateInterview.question.think')}
              urgent={thinkLeft <= 5}
            />
            <Button
              variant="contained"
              size="large"
              disabled={start.isPending}
              onClick={() => start.mutate(question.id)}
            >
              {t('candidateInterview.question.startNow')}
            </Button>
          </>
        ) : question.answer_type === 'text' ? (
          <WrittenAnswer token={token} question={question} now={now} />
        ) : (
          <RecordedAnswer token={token} question={question} now={now} />
        )}
      </CardContent>
    </Card>
  );
}

type StepProps = { token: string; question: InterviewQuestion; now: number };

function answerClock(question: InterviewQuestion, now: number) {
  const left = secondsUntil(question.answer_ends_at, now);
  const graceEnd = question.answer_ends_at
    ? Date.parse(question.answer_ends_at) + UPLOAD_GRACE_SECONDS * 1000
    : 0;
  return { left, closed: now > graceEnd };
}

function WrittenAnswer({ token, question, now }: StepProps) {
  const { t } = useTranslation();
  const submit = useSubmitAnswer(token);
  const [text, setText] = useState('');
  const { left, closed } = answerClock(question, now);
  return (
    <>
      <Countdown
        seconds={left}
        label={t('candidateInterview.question.answer')}
        urgent={left <= 10}
      />
      <TextField
        label={t('candidateInterview.question.writtenLabel')}
        multiline
        minRows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: WRITTEN_ANSWER_MAX_LENGTH } }}
        disabled={closed}
      />
      {closed && <Alert severity="warning">{t('errors.candidateInterview.time_over')}</Alert>}
      {submit.isError && (
        <ErrorState title={t('candidateInterview.question.submitError')} error={submit.error} />
      )}
      <Button
        variant="contained"
        size="large"
        disabled={closed || !text.trim() || submit.isPending}
        onClick={() => submit.mutate({ questionId: question.id, input: { text } })}
      >
        {t('candidateInterview.question.submit')}
      </Button>
    </>
  );
}

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; media: RecordedMedia }
  | { status: 'error'; error: unknown; media: RecordedMedia };

function RecordedAnswer({ token, question, now }: StepProps) {
  const { t } = useTranslation();
  const kind = question.answer_type === 'video' ? 'video' : 'audio';
  const media = useMediaStream();
  const recorder = useMediaRecorder();
  const submit = useSubmitAnswer(token);
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [chosen, setChosen] = useState<string | null>(question.takes.at(-1)?.id ?? null);
  const [recordingSince, setRecordingSince] = useState<number | null>(null);
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
    if (recorded) send(recorded);
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
