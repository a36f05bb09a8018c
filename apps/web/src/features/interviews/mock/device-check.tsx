import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { speechStatusQueryOptions } from '../api/speech.queries';
import { CameraPreview } from '../../../components/media/camera-preview';
import { LevelMeter } from '../../../components/media/level-meter';
import { MediaErrorAlert } from '../../../components/media/media-error-alert';
import { RecognitionSetting } from '../components/recognition-setting';
import type { CaptureChoice } from '../../../lib/media/speech-prefs';
import { useAudioLevel } from '../../../lib/media/use-audio-level';
import type { MediaStreamState } from '../../../lib/media/use-media-stream';
import { useRecognitionAvailability } from '../media/use-recognition-availability';

type DeviceCheckProps = {
  choice: CaptureChoice;
  onChoiceChange: (choice: CaptureChoice) => void;
  state: MediaStreamState;
  onTest: () => void;
};

const CHOICES: readonly CaptureChoice[] = ['video', 'audio', 'typed'];

// Before the interview: choose video, audio only or typed answers, see and hear that the
// camera and microphone work (a live preview and a level meter), and choose where the live
// transcript of recorded answers comes from.
export function DeviceCheck({ choice, onChoiceChange, state, onTest }: DeviceCheckProps) {
  const { t } = useTranslation();
  // Recorded answers are transcribed on the server when it can (decision 032).
  const speechStatus = useQuery({ ...speechStatusQueryOptions(), enabled: choice !== 'typed' });
  const stream = state.status === 'ready' ? state.stream : null;
  const level = useAudioLevel(stream);
  const heard = level > 0.08;
  const recognition = useRecognitionAvailability();

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="device-check-title"
      data-tour="mock-devices"
    >
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
        <Typography id="device-check-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('interviews.device.title')}
        </Typography>
        <RadioGroup
          aria-labelledby="device-check-title"
          value={choice}
          onChange={(event) => onChoiceChange(event.target.value as CaptureChoice)}
        >
          {CHOICES.map((c) => (
            <FormControlLabel
              key={c}
              value={c}
              control={<Radio />}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t(`interviews.device.choices.${c}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`interviews.device.choices.${c}.body`)}
                  </Typography>
                </Box>
              }
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
            />
          ))}
        </RadioGroup>
        {choice !== 'typed' && (
          <>
            {state.status === 'error' ? (
              <MediaErrorAlert
                kind={state.error}
                capture={choice}
                onRetry={onTest}
                onType={() => onChoiceChange('typed')}
              />
            ) : state.status === 'ready' && (state.kind === 'video') === (choice === 'video') ? (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <CameraPreview stream={stream} video={choice === 'video'} />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                  <LevelMeter level={level} />
                  <Typography
                    variant="body2"
                    color={heard ? 'success.main' : 'text.secondary'}
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {heard && <CheckCircle fontSize="small" aria-hidden />}
                    {heard ? t('interviews.device.heard') : t('interviews.device.speak')}
                  </Typography>
                </Box>
              </Box>
            ) : (
              <Button
                variant="outlined"
                onClick={onTest}
                disabled={state.status === 'requesting'}
                startIcon={
                  state.status === 'requesting' ? (
                    <CircularProgress size={16} color="inherit" />
                  ) : undefined
                }
                sx={{ justifySelf: 'start' }}
              >
                {t(
                  choice === 'video'
                    ? 'interviews.device.testVideo'
                    : 'interviews.device.testAudio',
                )}
              </Button>
            )}
            <RecognitionSetting
              availability={recognition}
              serverTranscribes={speechStatus.data?.available === true}
            />
          </>
        )}
        {choice === 'typed' && (
          <Typography variant="body2" color="text.secondary">
            {t('interviews.device.typedNote')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
