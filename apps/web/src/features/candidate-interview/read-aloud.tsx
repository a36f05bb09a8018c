import StopCircle from '@mui/icons-material/StopCircle';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeechSettings } from '../../components/media/speech-settings';
import { DEFAULT_SPEECH_PREFS, type SpeechPrefsSlot } from '../../lib/media/speech-prefs';
import { useSpeechSynthesis } from '../../lib/media/use-speech-synthesis';

// The candidate's own choice, apart from the mock interview's: off until they turn it on, so a
// question never starts talking in a quiet room unasked (docs/decisions/053-*).
export const CANDIDATE_SPEECH: SpeechPrefsSlot = {
  key: 'rehearse.candidateInterview.speech',
  defaults: { ...DEFAULT_SPEECH_PREFS, enabled: false },
};

// A question read aloud by the browser's voices, on request ("Read aloud") or as it appears
// (the remembered switch). The prompt is on screen at the same moment, so reading never holds
// the candidate back: the think time the server keeps runs from when the question is shown.
export function ReadAloud({ prompt }: { prompt: string }) {
  const { t } = useTranslation();
  const voice = useSpeechSynthesis(CANDIDATE_SPEECH);
  const [reading, setReading] = useState(false);
  const { speak } = voice;
  const read = useRef((text: string) => {
    setReading(true);
    void speak(text, { always: true }).then(() => setReading(false));
  });
  // Read once as the question appears when the candidate asked for that.
  const autoRead = useRef(voice.prefs.enabled);
  useEffect(() => {
    if (autoRead.current) read.current(prompt);
  }, [prompt]);

  if (!voice.supported) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('interviews.speech.unsupported')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {reading ? (
        <Button
          variant="outlined"
          startIcon={<StopCircle />}
          onClick={() => {
            voice.cancel();
            setReading(false);
          }}
        >
          {t('candidateInterview.readAloud.stop')}
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<VolumeUp />} onClick={() => read.current(prompt)}>
          {t('candidateInterview.readAloud.read')}
        </Button>
      )}
      <SpeechSettings
        supported
        prefs={voice.prefs}
        voices={voice.voices}
        onChange={voice.setPrefs}
        label={t('candidateInterview.readAloud.auto')}
      />
    </Box>
  );
}
