import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import type { PracticeAttempt } from '@rehearse/contracts/practice';
import { useQuery } from '@tanstack/react-query';
import type { Recording } from '@rehearse/contracts/recordings';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useCreateAttempt } from '../api/practice.queries';
import {
  isTranscribing,
  speechStatusQueryOptions,
  transcriptionQueryOptions,
} from '../api/speech.queries';
import { discardRecording, uploadRecording } from '../api/upload-recording';
import { UploadProgress } from '../components/upload-progress';
import { useAnswerCapture } from '../media/use-answer-capture';
import { useLiveTranscript } from '../media/use-live-transcript';
import type { RecordedMedia } from '../../../lib/media/use-media-recorder';
import { AnswerModeToggle, type AnswerMode } from './answer-mode-toggle';
import { LivePreview } from './live-preview';
import { RecordedAnswer } from './recorded-answer';
import { EMPTY_STAR, isStarEmpty, joinStar, type StarDraft } from './star-transcript';
import { TypedAnswer } from './typed-answer';

type AnswerPanelProps = {
  questionId: string;
  expectsStar: boolean;
  onAnswered: (attempt: PracticeAttempt) => void;
};

// Answer a practice question by typing (optionally in four STAR boxes), or by recording audio
// or video: the recording uploads when it stops and the server transcribes it (decision 032),
// its words filling the transcript to correct before the feedback; the browser's live
// recognition, where the "Live transcript" setting allows, is only a preview meanwhile.
export function AnswerPanel({ questionId, expectsStar, onAnswered }: AnswerPanelProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AnswerMode>('text');
  const [starOn, setStarOn] = useState(false);
  const [star, setStar] = useState<StarDraft>(EMPTY_STAR);
  const [recorded, setRecorded] = useState<RecordedMedia | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string>();
  const [uploadError, setUploadError] = useState<unknown>(null);
  // The recording as uploaded (right after it stops, when this server transcribes).
  const [uploaded, setUploaded] = useState<Recording | null>(null);
  // Asked once the candidate chooses to record.
  const speechStatus = useQuery({ ...speechStatusQueryOptions(), enabled: mode !== 'text' });
  const serverTranscribes = speechStatus.data?.available === true;
  const heard = useQuery({
    ...transcriptionQueryOptions(uploaded?.id ?? ''),
    enabled: uploaded !== null && serverTranscribes,
  });
  const transcription = uploaded && serverTranscribes ? heard.data : undefined;
  const transcribing =
    uploaded !== null && serverTranscribes && (!heard.data || isTranscribing(heard.data));
  const filledFrom = useRef<string | null>(null);
  const capture = useAnswerCapture();
  const { media, speech } = capture;
  const transcript = useLiveTranscript(speech);
  const create = useCreateAttempt(questionId);
  const submitting = create.isPending || progress !== null;

  // The server's transcript replaces the live preview once, when it is ready.
  useEffect(() => {
    if (transcription?.status !== 'done' || filledFrom.current === transcription.recordingId)
      return;
    filledFrom.current = transcription.recordingId;
    transcript.reset(transcription.text ?? '');
  }, [transcription, transcript]);

  const upload = async (media: RecordedMedia): Promise<Recording | null> => {
    setUploadError(null);
    try {
      setProgress(0);
      const recording = await uploadRecording({
        blob: media.blob,
        durationSeconds: media.durationSeconds,
        onProgress: setProgress,
      });
      setUploaded(recording);
      return recording;
    } catch (error) {
      setUploadError(error);
      return null;
    } finally {
      setProgress(null);
    }
  };

  const chooseMode = (next: AnswerMode | null) => {
    if (!next || next === mode || capture.recording) return;
    setMode(next);
    setRecorded(null);
    discardUpload();
    setFormError(undefined);
    if (next === 'text') media.release();
    // The click is the gesture that lets the browser ask for the devices.
    else void media.request(next);
  };

  // A take recorded again replaces the one uploaded: the server drops it and its transcription.
  const discardUpload = () => {
    if (uploaded) void discardRecording(uploaded.id).catch(() => undefined);
    setUploaded(null);
  };

  const startRecording = () => {
    setRecorded(null);
    discardUpload();
    setUploadError(null);
    setFormError(undefined);
    transcript.reset('');
    capture.start();
  };

  async function stopRecording() {
    const result = await capture.stop();
    if (!result) return;
    setRecorded(result);
    // Up at once, so the server can transcribe it while the candidate listens back.
    if (serverTranscribes) await upload(result);
  }

  const answerText = mode === 'text' && starOn ? joinStar(star) : transcript.text.trim();

  const submit = async () => {
    setFormError(undefined);
    if (mode !== 'text' && !recorded) {
      setFormError(t('interviews.practice.recordFirst'));
      return;
    }
    if (!answerText) {
      // Only when nothing was heard, the transcription failed, or the server has no engine.
      setFormError(
        mode === 'text'
          ? t('interviews.practice.answerFirst')
          : t('interviews.transcription.nothingToAnalyse'),
      );
      return;
    }
    let recordingId: string | undefined;
    if (mode !== 'text' && recorded) {
      const recording = uploaded ?? (await upload(recorded));
      if (!recording) return;
      recordingId = recording.id;
    }
    try {
      const attempt = await create.mutateAsync({
        mode,
        transcript: answerText,
        star: mode === 'text' && starOn && !isStarEmpty(star) ? star : undefined,
        durationSeconds:
          recorded && mode !== 'text' ? Math.round(recorded.durationSeconds * 10) / 10 : undefined,
        recordingId,
      });
      setRecorded(null);
      setUploaded(null);
      setStar(EMPTY_STAR);
      transcript.reset('');
      onAnswered(attempt);
    } catch {
      // The mutation keeps its error and the panel shows it; the answer stays for a retry.
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="answer-title">
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          <Typography id="answer-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
            {t('interviews.practice.yourAnswer')}
          </Typography>
          <AnswerModeToggle value={mode} onChange={chooseMode} disabled={submitting} />
        </Box>

        {mode === 'text' ? (
          <TypedAnswer
            starOn={starOn}
            onStarOnChange={setStarOn}
            star={star}
            onStarChange={setStar}
            text={transcript.text}
            onTextChange={transcript.edit}
            disabled={submitting}
          />
        ) : (
          <RecordedAnswer
            mode={mode}
            media={media}
            speech={speech}
            recording={capture.recording}
            recorded={recorded}
            transcript={transcript.text}
            onTranscriptChange={transcript.edit}
            onRecord={startRecording}
            onStop={() => void stopRecording()}
            onType={() => chooseMode('text')}
            submitting={submitting}
            transcription={transcription}
            transcribing={transcribing}
            speechStatus={speechStatus.data}
          />
        )}

        {mode === 'text' && <LivePreview transcript={answerText} expectsStar={expectsStar} />}

        {formError && (
          <Alert severity="warning" role="alert">
            {formError}
          </Alert>
        )}
        {create.isError && (
          <ErrorState title={t('interviews.errors.saveAttempt')} error={create.error} />
        )}
        {uploadError !== null && (
          <ErrorState title={t('interviews.errors.upload')} error={uploadError} />
        )}
        {progress !== null && <UploadProgress progress={progress} />}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            endIcon={
              submitting || transcribing ? <CircularProgress size={18} color="inherit" /> : <Send />
            }
            onClick={() => {
              setUploadError(null);
              create.reset();
              void submit();
            }}
            disabled={submitting || capture.recording || transcribing}
          >
            {transcribing
              ? t('interviews.transcription.waiting')
              : submitting
                ? t('interviews.practice.analysing')
                : t('interviews.practice.getFeedback')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
