import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import StopRounded from '@mui/icons-material/StopRounded';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../components/countdown';
import { TranscriptEditor } from '../../components/transcript-editor';

type AnsweringStepProps = {
  secondsLeft: number;
  // Recording (with the live transcript when the browser recognises speech), or typing.
  recording: boolean;
  speech: { supported: boolean; listening: boolean; failed: string | null };
  transcript: string;
  onTranscriptChange: (value: string) => void;
  onStop: () => void;
  onSaveTyped: () => void;
  saving: boolean;
};

// The answer countdown with Stop (recorded), or a box to type in with Save (typed).
export function AnsweringStep(props: AnsweringStepProps) {
  const { secondsLeft, recording, speech, transcript, onTranscriptChange } = props;
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Countdown
          seconds={secondsLeft}
          label={t('interviews.timer.answer')}
          urgent={secondsLeft <= 10}
        />
        {recording && (
          <Button
            variant="contained"
            color="error"
            startIcon={<StopRounded />}
            onClick={props.onStop}
          >
            {t('interviews.run.stopAnswer')}
          </Button>
        )}
      </Box>
      {recording ? (
        speech.supported && (
          <TranscriptEditor
            id="live-transcript"
            value={transcript}
            onChange={onTranscriptChange}
            listening={speech.listening}
            helper={
              speech.failed
                ? t('interviews.transcript.recognitionFailed')
                : t('interviews.transcript.recognitionHelp')
            }
            minRows={3}
          />
        )
      ) : (
        <>
          <TranscriptEditor
            id="typed-answer"
            label={t('interviews.run.typedAnswer')}
            value={transcript}
            onChange={onTranscriptChange}
            autoFocus
          />
          <Button
            variant="contained"
            size="large"
            sx={{ justifySelf: 'end' }}
            disabled={!transcript.trim() || props.saving}
            onClick={props.onSaveTyped}
          >
            {t('interviews.run.saveAnswer')}
          </Button>
        </>
      )}
    </Box>
  );
}
