import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SPEECH_RATES, type SpeechPrefs } from '../../lib/media/speech-prefs';

type SpeechSettingsProps = {
  supported: boolean;
  prefs: SpeechPrefs;
  voices: readonly SpeechSynthesisVoice[];
  onChange: (prefs: SpeechPrefs) => void;
  // The switch's label: what "on" means on this screen.
  label?: string;
};

// Read questions aloud: on or off, which voice, how fast. Remembered on this device. Shared by
// the mock interview and the candidate's one-way interview.
export function SpeechSettings({ supported, prefs, voices, onChange, label }: SpeechSettingsProps) {
  const { t } = useTranslation();
  if (!supported) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('interviews.speech.unsupported')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={prefs.enabled}
            onChange={(event) => onChange({ ...prefs, enabled: event.target.checked })}
          />
        }
        label={label ?? t('interviews.speech.readAloud')}
      />
      {prefs.enabled && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <TextField
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            size="small"
            label={t('interviews.speech.voice')}
            value={voices.some((v) => v.voiceURI === prefs.voiceURI) ? prefs.voiceURI : ''}
            onChange={(event) => onChange({ ...prefs, voiceURI: event.target.value || null })}
            helperText={voices.length === 0 ? t('interviews.speech.noVoices') : undefined}
          >
            <MenuItem value="">{t('interviews.speech.defaultVoice')}</MenuItem>
            {voices.map((voice) => (
              <MenuItem key={voice.voiceURI} value={voice.voiceURI}>
                {`${voice.name} (${voice.lang})`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('interviews.speech.rate')}
            value={prefs.rate}
            onChange={(event) => onChange({ ...prefs, rate: Number(event.target.value) })}
          >
            {SPEECH_RATES.map((rate) => (
              <MenuItem key={rate} value={rate}>
                {`${rate}×`}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </Box>
  );
}
