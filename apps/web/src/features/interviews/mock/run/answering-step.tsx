import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import StopRounded from '@mui/icons-material/StopRounded';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../../components/media/countdown';
import { TranscriptEditor } from '../../components/transcript-editor';
import { transcriptHelperKey, type RecognitionPlan } from '../../media/recognition-plan';

type AnsweringStepProps = {
  secondsLeft: number;
  // Recording (with the live transcript when the "Live transcript" setting can be honoured),
  // or typing.
  recording: boolean;
  speech: { plan: RecognitionPlan; listening: boolean; failed: string | null };
  transcript: string;
  onTranscriptChange: (value: string) => void;
  onStop: () => void;
  onSaveTyped: () => void;
  saving: boolean;
  // The server transcribes recordings, so nothing is typed after a recording without a preview.
  serverTranscribes: boolean;
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
        speech.plan.listen ? (
          <TranscriptEditor
            id="live-transcript"
            value={transcript}
            onChange={onTranscriptChange}
            listening={speech.listening}
            helper={t(transcriptHelperKey(speech.plan, speech.failed))}
            minRows={3}
          />
        ) : (
          // Not listening (the setting, or no on-device recognition): the server transcribes
          // the recording, or, without it, the words are typed once the recording stops.
          <Typography variant="body2" color="text.secondary">
            {t(
              props.serverTranscribes
                ? 'interviews.liveTranscript.afterRecordingServer'
                : 'interviews.liveTranscript.afterRecording',
            )}
          </Typography>
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
