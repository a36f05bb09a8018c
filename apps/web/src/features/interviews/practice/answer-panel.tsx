import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import StopRounded from '@mui/icons-material/StopRounded';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { PracticeAttempt } from '@rehearse/contracts/practice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAttempt } from '../api/practice.queries';
import { uploadRecording } from '../api/upload-recording';
import { CameraPreview, RecordingBadge } from '../components/camera-preview';
import { clock } from '../components/countdown';
import { ErrorState } from '../../../components/error-state';
import { LevelMeter } from '../components/level-meter';
import { MediaErrorAlert } from '../components/media-error-alert';
import { RecognitionSetting } from '../components/recognition-setting';
import { TranscriptEditor } from '../components/transcript-editor';
import { useAnswerCapture } from '../media/use-answer-capture';
import { useAudioLevel } from '../media/use-audio-level';
import { useElapsed } from '../media/use-elapsed';
import { transcriptHelperKey } from '../media/recognition-plan';
import { useLiveTranscript } from '../media/use-live-transcript';
import type { RecordedMedia } from '../media/use-media-recorder';
import { fixInfiniteDuration } from '../media/fix-infinite-duration';
import { useBlobSource } from '../media/use-blob-source';
import { LivePreview } from './live-preview';
import { StarScaffold } from './star-scaffold';
import { EMPTY_STAR, isStarEmpty, joinStar, type StarDraft } from './star-transcript';

type Mode = 'text' | 'audio' | 'video';
// A practice recording stops by itself after ten minutes (an answer is one to three).
const MAX_RECORDING_SECONDS = 600;

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
  const [mode, setMode] = useState<Mode>('text');
  const [starOn, setStarOn] = useState(false);
  const [star, setStar] = useState<StarDraft>(EMPTY_STAR);
  const [recorded, setRecorded] = useState<RecordedMedia | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string>();
  const [uploadError, setUploadError] = useState<unknown>(null);
  const capture = useAnswerCapture();
  const { media, speech } = capture;
  const transcript = useLiveTranscript(speech);
  const level = useAudioLevel(media.state.status === 'ready' ? media.state.stream : null);
  const elapsed = useElapsed(capture.recording);
  const playbackRef = useBlobSource(recorded?.blob);
  const create = useCreateAttempt(questionId);
  const submitting = create.isPending || progress !== null;

  useEffect(() => {
    if (capture.recording && elapsed >= MAX_RECORDING_SECONDS) void stopRecording();
  });

  const chooseMode = (next: Mode | null) => {
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
  const stream = media.state.status === 'ready' ? media.state.stream : null;
  const speechNote = t(transcriptHelperKey(speech.plan, speech.failed));

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
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            onChange={(_, next: Mode | null) => chooseMode(next)}
            aria-label={t('interviews.practice.answerMode')}
            disabled={submitting}
          >
            <ToggleButton value="text" sx={{ gap: 0.75, px: 1.5 }}>
              <KeyboardOutlined fontSize="small" aria-hidden />
              {t('interviews.modes.text')}
            </ToggleButton>
            <ToggleButton value="audio" sx={{ gap: 0.75, px: 1.5 }}>
              <MicNoneOutlined fontSize="small" aria-hidden />
              {t('interviews.modes.audio')}
            </ToggleButton>
            <ToggleButton value="video" sx={{ gap: 0.75, px: 1.5 }}>
              <VideocamOutlined fontSize="small" aria-hidden />
              {t('interviews.modes.video')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>

        {mode === 'text' ? (
          <>
            <FormControlLabel
              control={
                <Switch checked={starOn} onChange={(event) => setStarOn(event.target.checked)} />
              }
              label={t('interviews.star.toggle')}
            />
            {starOn ? (
              <StarScaffold value={star} onChange={setStar} disabled={submitting} />
            ) : (
              <TranscriptEditor
                id="practice-answer"
                label={t('interviews.practice.typeAnswer')}
                value={transcript.text}
                onChange={transcript.edit}
                disabled={submitting}
                minRows={8}
              />
            )}
          </>
        ) : media.state.status === 'error' ? (
          <MediaErrorAlert
            kind={media.state.error}
            capture={mode}
            onRetry={() => void media.request(mode)}
            onType={() => chooseMode('text')}
          />
        ) : media.state.status !== 'ready' ? (
          <Box
            role="status"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 3,
              justifyContent: 'center',
            }}
          >
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{t('interviews.media.waiting')}</Typography>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {recorded ? (
              <Box
                component={mode === 'video' ? 'video' : 'audio'}
                ref={playbackRef}
                onLoadedMetadata={fixInfiniteDuration}
                controls
                playsInline
                aria-label={t('interviews.practice.yourRecording')}
                sx={{
                  width: '100%',
                  borderRadius: 2,
                  display: 'block',
                  aspectRatio: mode === 'video' ? '16 / 9' : undefined,
                  bgcolor: mode === 'video' ? 'grey.900' : 'transparent',
                }}
              />
            ) : (
              <CameraPreview
                stream={stream}
                video={mode === 'video'}
                overlay={
                  capture.recording ? <RecordingBadge label={`REC ${clock(elapsed)}`} /> : undefined
                }
              />
            )}
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                flexWrap: 'wrap',
                justifyContent: 'space-between',
              }}
            >
              <LevelMeter level={level} />
              {capture.recording ? (
                <Button
                  variant="contained"
                  color="error"
                  startIcon={<StopRounded />}
                  onClick={() => void stopRecording()}
                >
                  {t('interviews.media.stop')}
                </Button>
              ) : recorded ? (
                <Button
                  variant="outlined"
                  startIcon={<Replay />}
                  onClick={startRecording}
                  disabled={submitting}
                >
                  {t('interviews.media.recordAgain')}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  color="error"
                  startIcon={<FiberManualRecord />}
                  onClick={startRecording}
                >
                  {t('interviews.media.record')}
                </Button>
              )}
            </Box>
            <RecognitionSetting availability={speech.availability} disabled={submitting} />
            <TranscriptEditor
              id="practice-transcript"
              value={transcript.text}
              onChange={transcript.edit}
              listening={speech.listening}
              helper={speechNote}
              disabled={submitting}
            />
          </Box>
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
        {progress !== null && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2" role="status">
              {t('interviews.upload.progress', { percent: Math.round(progress * 100) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress * 100}
              aria-label={t('interviews.upload.label')}
            />
          </Box>
        )}
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
