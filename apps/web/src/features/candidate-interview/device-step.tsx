import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CameraPreview } from '../../components/media/camera-preview';
import { LevelMeter } from '../../components/media/level-meter';
import { MediaErrorAlert } from '../../components/media/media-error-alert';
import { useAudioLevel } from '../../lib/media/use-audio-level';
import { useMediaStream } from '../../lib/media/use-media-stream';

// Before the first question: see and hear that the camera and microphone work (a live
// preview and a level meter). The stream is released when the step ends; each recorded
// question asks for it again.
export function DeviceStep({ kind, onDone }: { kind: 'video' | 'audio'; onDone: () => void }) {
  const { t } = useTranslation();
  const media = useMediaStream();
  const stream = media.state.status === 'ready' ? media.state.stream : null;
  const level = useAudioLevel(stream);
  const heard = level > 0.08;
  return (
    <Card variant="outlined" component="section" aria-labelledby="device-step-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="device-step-title" variant="h1" sx={{ fontSize: '1.25rem' }}>
          {t('interviews.device.title')}
        </Typography>
        <Typography>{t(`candidateInterview.device.intro.${kind}`)}</Typography>
        {media.state.status === 'error' ? (
          <MediaErrorAlert
            kind={media.state.error}
            capture={kind}
            onRetry={() => void media.request(kind)}
          />
        ) : stream ? (
          <>
            <CameraPreview stream={stream} video={kind === 'video'} />
            <LevelMeter level={level} />
            <Typography color={heard ? 'success.main' : 'text.secondary'}>
              {heard ? (
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                >
                  <CheckCircle fontSize="small" aria-hidden /> {t('interviews.device.heard')}
                </Box>
              ) : (
                t('interviews.device.speak')
              )}
            </Typography>
          </>
        ) : (
          <Button
            variant="outlined"
            disabled={media.state.status === 'requesting'}
            onClick={() => void media.request(kind)}
          >
            {t(kind === 'video' ? 'interviews.device.testVideo' : 'interviews.device.testAudio')}
          </Button>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={!stream}
          onClick={() => {
            media.release();
            onDone();
          }}
        >
          {t('candidateInterview.device.continue')}
        </Button>
      </CardContent>
    </Card>
  );
}
