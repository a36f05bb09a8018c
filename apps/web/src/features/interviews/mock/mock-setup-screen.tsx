import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useCreateMockInterview } from '../api/mock-interviews.queries';
import { mockRunHref, type RunLocationState } from '../interview-hrefs';
import {
  readCaptureChoice,
  writeCaptureChoice,
  type CaptureChoice,
} from '../../../lib/media/speech-prefs';
import { useMediaStream } from '../../../lib/media/use-media-stream';
import { DeviceCheck } from './device-check';
import { InterviewHistory } from './interview-history';
import { SetupForm } from './setup-form';
import { setupFormSchema } from './setup-form-schema';
import { INITIAL_SETUP, type SetupValues } from './setup-values';

// Mock Interviews: set one up, check the camera and microphone, start; past interviews below.
export function MockSetupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    resolver: contractResolver<typeof setupFormSchema, SetupValues>(setupFormSchema),
    defaultValues: INITIAL_SETUP,
  });
  const { errors } = form.formState;
  const [choice, setChoice] = useState<CaptureChoice>(() => readCaptureChoice(localStorage));
  const media = useMediaStream();
  const create = useCreateMockInterview();
  // Stays set after a start, while the run screen loads.
  const [starting, setStarting] = useState(false);

  const chooseCapture = (next: CaptureChoice) => {
    setChoice(next);
    writeCaptureChoice(localStorage, next);
    if (next === 'typed') media.release();
    else if (media.state.status !== 'idle') void media.request(next);
  };

  const start = form.handleSubmit(async (input) => {
    // Recording needs working devices: check them now if that was not done yet.
    if (choice !== 'typed' && media.state.status !== 'ready') {
      const stream = await media.request(choice);
      if (!stream) return;
    }
    setStarting(true);
    try {
      const interview = await create.mutateAsync(input);
      void navigate(mockRunHref(interview.id), {
        state: { autoStart: true } satisfies RunLocationState,
      });
    } catch (error) {
      // Too few questions for the role lands under the question count; the rest below.
      applyServerError(form, error);
      setStarting(false);
    }
  });
  const fieldErrors = Object.keys(errors).filter((name) => name !== 'root');

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
          <SetupForm form={form} disabled={starting} />
          <Box sx={{ display: 'grid', gap: 2, position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <DeviceCheck
              choice={choice}
              onChoiceChange={chooseCapture}
              state={media.state}
              onTest={() => choice !== 'typed' && void media.request(choice)}
            />
            {fieldErrors.length > 0 && (
              <Alert severity="warning" role="alert">
                {t('interviews.setup.fixErrors')}
              </Alert>
            )}
            {errors.root?.form && (
              <ErrorState title={t('interviews.errors.create')} error={errors.root.form} />
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
