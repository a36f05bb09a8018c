import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import SkipNext from '@mui/icons-material/SkipNext';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../../components/media/countdown';

// The steps before an answer: the question being read aloud, then the think countdown.

export function ReadingStep({ onSkip }: { onSkip: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <RecordVoiceOverOutlined aria-hidden />
        {t('interviews.run.reading')}
      </Typography>
      <Button onClick={onSkip}>{t('interviews.run.skipReading')}</Button>
    </Box>
  );
}

type ThinkingStepProps = {
  secondsLeft: number;
  onAnswerNow: () => void;
  // Absent when reading aloud is off.
  onReadAgain?: () => void;
};

export function ThinkingStep({ secondsLeft, onAnswerNow, onReadAgain }: ThinkingStepProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Countdown
        seconds={secondsLeft}
        label={t('interviews.timer.think')}
        urgent={secondsLeft <= 3}
      />
      <Button variant="contained" startIcon={<SkipNext />} onClick={onAnswerNow}>
        {t('interviews.run.answerNow')}
      </Button>
      {onReadAgain && <Button onClick={onReadAgain}>{t('interviews.run.readAgain')}</Button>}
    </Box>
  );
}
