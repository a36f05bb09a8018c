import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Recording } from '@rehearse/contracts/recordings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaybackMedia } from './playback-media';

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
    <PlaybackMedia
      video={video}
      label={label}
      src={recording.url}
      onError={() => setFailed(true)}
    />
  );
}
