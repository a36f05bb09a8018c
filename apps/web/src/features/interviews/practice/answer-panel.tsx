import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import type { PracticeAttempt } from '@rehearse/contracts/practice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useCreateAttempt } from '../api/practice.queries';
import { uploadRecording } from '../api/upload-recording';
import { UploadProgress } from '../components/upload-progress';
import { useAnswerCapture } from '../media/use-answer-capture';
import { useLiveTranscript } from '../media/use-live-transcript';
import type { RecordedMedia } from '../media/use-media-recorder';
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
// or video with the transcript filled by speech recognition as the "Live transcript" setting
// allows (on this device by default).
export function AnswerPanel({ questionId, expectsStar, onAnswered }: AnswerPanelProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AnswerMode>('text');
  const [starOn, setStarOn] = useState(false);
  const [star, setStar] = useState<StarDraft>(EMPTY_STAR);
  const [recorded, setRecorded] = useState<RecordedMedia | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string>();
  const [uploadError, setUploadError] = useState<unknown>(null);
  const capture = useAnswerCapture();
  const { media, speech } = capture;
  const transcript = useLiveTranscript(speech);
  const create = useCreateAttempt(questionId);
  const submitting = create.isPending || progress !== null;

  const chooseMode = (next: AnswerMode | null) => {
    if (!next || next === mode || capture.recording) return;
    setMode(next);
    setRecorded(null);
    setFormError(undefined);
    if (next === 'text') media.release();
    // The click is the gesture that lets the browser ask for the devices.
    else void media.request(next);
  };

  const startRecording = () => {
    setRecorded(null);
    setFormError(undefined);
    transcript.reset('');
    capture.start();
  };

  async function stopRecording() {
    const result = await capture.stop();
    if (result) setRecorded(result);
  }

  const answerText = mode === 'text' && starOn ? joinStar(star) : transcript.text.trim();

  const submit = async () => {
    setFormError(undefined);
    if (mode !== 'text' && !recorded) {
      setFormError(t('interviews.practice.recordFirst'));
      return;
    }
    if (!answerText) {
      setFormError(
        mode === 'text'
          ? t('interviews.practice.answerFirst')
          : t('interviews.transcript.typeWhatYouSaid'),
      );
      return;
    }
    let recordingId: string | undefined;
    if (mode !== 'text' && recorded) {
      try {
        setProgress(0);
        recordingId = (
          await uploadRecording({
            blob: recorded.blob,
            durationSeconds: recorded.durationSeconds,
            onProgress: setProgress,
          })
        ).id;
      } catch (error) {
        setUploadError(error);
        return;
      } finally {
        setProgress(null);
      }
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
            endIcon={submitting ? <CircularProgress size={18} color="inherit" /> : <Send />}
            onClick={() => {
              setUploadError(null);
              create.reset();
              void submit();
            }}
            disabled={submitting || capture.recording}
          >
            {submitting ? t('interviews.practice.analysing') : t('interviews.practice.getFeedback')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
