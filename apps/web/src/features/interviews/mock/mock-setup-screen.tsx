import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { useCreateMockInterview } from '../api/mock-interviews.queries';
import { ErrorState } from '../../../components/error-state';
import { mockRunHref, type RunLocationState } from '../interview-hrefs';
import { readCaptureChoice, writeCaptureChoice, type CaptureChoice } from '../media/speech-prefs';
import { useMediaStream } from '../media/use-media-stream';
import { DeviceCheck } from './device-check';
import { InterviewHistory } from './interview-history';
import { SetupForm } from './setup-form';
import { INITIAL_SETUP, toCreateInput, type SetupValues } from './setup-values';

// Mock Interviews: set one up, check the camera and microphone, start; past interviews below.
export function MockSetupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<SetupValues>(INITIAL_SETUP);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [choice, setChoice] = useState<CaptureChoice>(() => readCaptureChoice(localStorage));
  const media = useMediaStream();
  const create = useCreateMockInterview();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);

  const chooseCapture = (next: CaptureChoice) => {
    setChoice(next);
    writeCaptureChoice(localStorage, next);
    if (next === 'typed') media.release();
    else if (media.state.status !== 'idle') void media.request(next);
  };

  const start = async () => {
    setStartError(null);
    const checked = toCreateInput(values);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.keys(checked.errors).map((field) => [
            field,
            t(`interviews.setup.errors.${field as 'role'}`),
          ]),
        ),
      );
      document
        .getElementById(checked.errors.role ? 'setup-role' : 'setup-job-description')
        ?.focus();
      return;
    }
    setErrors({});
    // Recording needs working devices: check them now if that was not done yet.
    if (choice !== 'typed' && media.state.status !== 'ready') {
      const stream = await media.request(choice);
      if (!stream) return;
    }
    setStarting(true);
    try {
      const interview = await create.mutateAsync(checked.input);
      void navigate(mockRunHref(interview.id), {
        state: { autoStart: true } satisfies RunLocationState,
      });
    } catch (error) {
      setStartError(error);
      setStarting(false);
    }
  };

  return (
    <>
      <ScreenTitle>{t('screens.mockInterview')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {t('interviews.setup.intro')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <SetupForm values={values} onChange={setValues} errors={errors} disabled={starting} />
          <Box sx={{ display: 'grid', gap: 2, position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <DeviceCheck
              choice={choice}
              onChoiceChange={chooseCapture}
              state={media.state}
              onTest={() => choice !== 'typed' && void media.request(choice)}
            />
            {Object.keys(errors).length > 0 && (
              <Alert severity="warning" role="alert">
                {t('interviews.setup.fixErrors')}
              </Alert>
            )}
            {startError !== null && (
              <ErrorState title={t('interviews.errors.create')} error={startError} />
            )}
            <Button
              variant="contained"
              size="large"
              onClick={() => void start()}
              data-tour="mock-start"
              disabled={starting || media.state.status === 'requesting'}
              startIcon={starting ? <CircularProgress size={18} color="inherit" /> : <PlayArrow />}
            >
              {t('interviews.setup.start')}
            </Button>
          </Box>
        </Box>
        <InterviewHistory />
      </Box>
    </>
  );
}
