import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOGNITION_PREFS, type RecognitionPref } from '../media/recognition-plan';
import type { RecognitionAvailability } from '../media/use-recognition-availability';

type RecognitionSettingProps = {
  availability: RecognitionAvailability;
  disabled?: boolean;
  // The server transcribes the recording (decision 032): the live transcript is only a
  // preview, so a missing one is said in one quiet line instead of asking for typing.
  serverTranscribes?: boolean;
};

// Reasons worth a calm note beside the setting: the choice cannot be honoured here. 'off' and
// 'checking' say enough in the select's own line.
const NOTED = new Set([
  'no-api',
  'on-device-unavailable',
  'on-device-downloadable',
  'on-device-downloading',
]);

// "Live transcript": on this device, the browser's speech service, or off; with a line on
// where the audio goes, and why nothing is heard when on-device recognition is missing
// (with the browser's install offered, never started by itself).
export function RecognitionSetting({
  availability,
  disabled,
  serverTranscribes,
}: RecognitionSettingProps) {
  const { t } = useTranslation();
  const id = useId();
  const { pref, setPref, plan, installing, installFailed } = availability;
  const reason = plan.listen ? null : plan.reason;
  const note = installFailed
    ? 'installFailed'
    : installing
      ? 'on-device-downloading'
      : reason && NOTED.has(reason)
        ? reason
        : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <TextField
        select
        size="small"
        id={`${id}-live-transcript`}
        label={t('interviews.liveTranscript.label')}
        value={pref}
        onChange={(event) => setPref(event.target.value as RecognitionPref)}
        helperText={t(`interviews.liveTranscript.explain.${pref}`)}
        disabled={disabled}
        sx={{ maxWidth: 420 }}
      >
        {RECOGNITION_PREFS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`interviews.liveTranscript.options.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {note && serverTranscribes && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('interviews.transcription.noPreview')}
        </Typography>
      )}
      {note && !serverTranscribes && (
        <Alert
          severity="info"
          variant="outlined"
          role="status"
          icon={installing ? <CircularProgress size={18} aria-hidden /> : undefined}
        >
          {t(
            note === 'no-api'
              ? 'interviews.transcript.noRecognition'
              : `interviews.liveTranscript.notes.${note}`,
          )}
          {reason === 'on-device-downloadable' && !installing && (
            <Box sx={{ mt: 1 }}>
              <Button
                variant="outlined"
                size="small"
                color="inherit"
                startIcon={<DownloadOutlined />}
                onClick={() => void availability.install()}
                sx={{ textAlign: 'left' }}
              >
                {t('interviews.liveTranscript.install')}
              </Button>
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
