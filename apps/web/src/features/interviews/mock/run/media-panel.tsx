import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CameraPreview } from '../../../../components/media/camera-preview';
import { LevelMeter } from '../../../../components/media/level-meter';
import { MediaErrorAlert } from '../../../../components/media/media-error-alert';
import { useAudioLevel } from '../../../../lib/media/use-audio-level';
import { useElapsed } from '../../media/use-elapsed';
import type { MediaStreamState } from '../../../../lib/media/use-media-stream';

type MediaPanelProps = {
  state: MediaStreamState;
  capture: 'audio' | 'video';
  recording: boolean;
  onRetry: () => void;
  onType: () => void;
};

// Beside the question: the candidate's own picture (or a microphone tile), the level meter,
// and whether the recorder is running.
export function MediaPanel({ state, capture, recording, onRetry, onType }: MediaPanelProps) {
  const { t } = useTranslation();
  const stream = state.status === 'ready' ? state.stream : null;
  const level = useAudioLevel(stream);
  const elapsed = useElapsed(recording);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, position: { md: 'sticky' }, top: { md: 88 } }}>
      {state.status === 'error' ? (
        <MediaErrorAlert kind={state.error} capture={capture} onRetry={onRetry} onType={onType} />
      ) : (
        <CameraPreview
          stream={stream}
          video={capture === 'video'}
          recordingSeconds={recording ? elapsed : undefined}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <LevelMeter level={level} />
        <Typography variant="body2" color="text.secondary">
          {recording ? t('interviews.run.recording') : t('interviews.run.notRecording')}
        </Typography>
      </Box>
    </Box>
  );
}
