import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Replay from '@mui/icons-material/Replay';
import StopRounded from '@mui/icons-material/StopRounded';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraPreview } from '../../../components/media/camera-preview';
import { LevelMeter } from '../../../components/media/level-meter';
import { MediaErrorAlert } from '../../../components/media/media-error-alert';
import { PlaybackMedia } from '../components/playback-media';
import { RecognitionSetting } from '../components/recognition-setting';
import { TranscriptEditor } from '../components/transcript-editor';
import { NoTranscriptionNote, TranscriptionStatus } from '../components/transcription-status';
import { transcriptHelperKey } from '../media/recognition-plan';
import type { useAnswerCapture } from '../media/use-answer-capture';
import { useAudioLevel } from '../../../lib/media/use-audio-level';
import { useBlobSource } from '../media/use-blob-source';
import { useElapsed } from '../media/use-elapsed';
import type { RecordedMedia } from '../../../lib/media/use-media-recorder';
import type { SpeechStatus, Transcription } from '@rehearse/contracts/transcriptions';

// A practice recording stops by itself after ten minutes (an answer is one to three).
const MAX_RECORDING_SECONDS = 600;

type Capture = ReturnType<typeof useAnswerCapture>;

type RecordedAnswerProps = {
  mode: 'audio' | 'video';
  media: Capture['media'];
  speech: Capture['speech'];
  recording: boolean;
  // The take just made, played back until it is submitted or recorded again.
  recorded: RecordedMedia | null;
  transcript: string;
  onTranscriptChange: (text: string) => void;
  onRecord: () => void;
  onStop: () => void;
  onType: () => void;
  submitting: boolean;
  // The server's transcription of the take (decision 032), and whether it is still under way.
  transcription: Transcription | undefined;
  transcribing: boolean;
  speechStatus: SpeechStatus | undefined;
};

// A recorded answer: the devices' state, the live picture (or the take's playback), the level,
// Record / Stop / Record again, and the transcript that speech recognition fills.
export function RecordedAnswer(props: RecordedAnswerProps) {
  const { mode, media, speech, recording, recorded, submitting, onStop } = props;
  const { t } = useTranslation();
  const stream = media.state.status === 'ready' ? media.state.stream : null;
  const level = useAudioLevel(stream);
  const elapsed = useElapsed(recording);
  const playbackRef = useBlobSource(recorded?.blob);

  useEffect(() => {
    if (recording && elapsed >= MAX_RECORDING_SECONDS) onStop();
  });

  if (media.state.status === 'error') {
    return (
      <MediaErrorAlert
        kind={media.state.error}
        capture={mode}
        onRetry={() => void media.request(mode)}
        onType={props.onType}
      />
    );
  }
  if (media.state.status !== 'ready') {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, justifyContent: 'center' }}
      >
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{t('interviews.media.waiting')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {recorded ? (
        <PlaybackMedia
          video={mode === 'video'}
          label={t('interviews.practice.yourRecording')}
          ref={playbackRef}
        />
      ) : (
        <CameraPreview
          stream={stream}
          video={mode === 'video'}
          recordingSeconds={recording ? elapsed : undefined}
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
        {recording ? (
          <Button variant="contained" color="error" startIcon={<StopRounded />} onClick={onStop}>
            {t('interviews.media.stop')}
          </Button>
        ) : recorded ? (
          <Button
            variant="outlined"
            startIcon={<Replay />}
            onClick={props.onRecord}
            disabled={submitting}
          >
            {t('interviews.media.recordAgain')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="error"
            startIcon={<FiberManualRecord />}
            onClick={props.onRecord}
          >
            {t('interviews.media.record')}
          </Button>
        )}
      </Box>
      <RecognitionSetting
        availability={speech.availability}
        disabled={submitting}
        serverTranscribes={props.speechStatus?.available === true}
      />
      {recorded && <NoTranscriptionNote status={props.speechStatus} />}
      {props.transcription && <TranscriptionStatus transcription={props.transcription} />}
      <TranscriptEditor
        id="practice-transcript"
        value={props.transcript}
        onChange={props.onTranscriptChange}
        listening={speech.listening}
        helper={
          props.speechStatus?.available
            ? t(
                props.transcription?.status === 'done'
                  ? 'interviews.transcription.correctHelp'
                  : 'interviews.transcription.previewHelp',
              )
            : t(transcriptHelperKey(speech.plan, speech.failed))
        }
        // The server's transcript replaces the text when it is ready: edits wait for it.
        disabled={submitting || props.transcribing}
      />
    </Box>
  );
}
