import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Recording } from '@rehearse/contracts/recordings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fixInfiniteDuration } from '../media/fix-infinite-duration';

type RecordingPlayerProps = {
  recording: Pick<Recording, 'url' | 'mimeType'>;
  label: string;
  onExpired?: () => void;
};

// Playback of a stored answer through its signed address (media elements cannot send the
// Bearer header; the address serves range requests, so seeking works).
export function RecordingPlayer({ recording, label, onExpired }: RecordingPlayerProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const video = recording.mimeType.startsWith('video/');
  if (failed) {
    return (
      <Alert
        severity="warning"
        variant="outlined"
        action={
          onExpired && (
            <Button color="inherit" size="small" onClick={onExpired}>
              {t('interviews.errors.retry')}
            </Button>
          )
        }
      >
        {t('interviews.media.playbackFailed')}
      </Alert>
    );
  }
  return (
    <Box
      component={video ? 'video' : 'audio'}
      src={recording.url}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
      onError={() => setFailed(true)}
      onLoadedMetadata={fixInfiniteDuration}
      sx={{
        width: '100%',
        borderRadius: 2,
        bgcolor: video ? 'grey.900' : 'transparent',
        aspectRatio: video ? '16 / 9' : undefined,
        display: 'block',
      }}
    />
  );
}
