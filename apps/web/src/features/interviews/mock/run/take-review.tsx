import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Replay from '@mui/icons-material/Replay';
import type { Take } from '@rehearse/contracts/mock-interviews';
import { useTranslation } from 'react-i18next';
import { RecordingPlayer } from '../../components/recording-player';
import { TranscriptionStatus } from '../../components/transcription-status';

type TakeReviewProps = {
  take: Take | undefined;
  takesLeft: number;
  last: boolean;
  moving: boolean;
  onRetake: () => void;
  onNext: () => void;
};

// The take just saved: play it back, retake it while takes are left, or move on.
export function TakeReview({ take, takesLeft, last, moving, onRetake, onNext }: TakeReviewProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="review-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography
        id="review-title"
        variant="h3"
        sx={{
          fontSize: '1.125rem',
          fontWeight: 700,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <CheckCircle color="success" aria-hidden />
        {t('interviews.run.saved', { n: take?.take ?? 1 })}
      </Typography>
      {/* Small enough that Retake and Next stay in view. */}
      {take?.recording && (
        <Box sx={{ maxWidth: 420 }}>
          <RecordingPlayer
            recording={take.recording}
            label={t('interviews.run.playTake', { n: take.take })}
          />
        </Box>
      )}
      {take?.transcription && <TranscriptionStatus transcription={take.transcription} />}
      {take && (
        <Typography
          variant="body2"
          color={take.transcript ? 'text.primary' : 'text.secondary'}
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            p: 1.5,
            borderRadius: 1.5,
            bgcolor: 'action.hover',
          }}
        >
          {take.transcript ||
            (take.transcription
              ? t('interviews.transcription.pending')
              : t('interviews.run.noTranscriptYet'))}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<Replay />}
          onClick={onRetake}
          disabled={takesLeft === 0 || moving}
        >
          {takesLeft === 0
            ? t('interviews.run.noTakesLeft')
            : t('interviews.run.retake', { count: takesLeft })}
        </Button>
        <Button
          variant="contained"
          size="large"
          endIcon={moving ? <CircularProgress size={18} color="inherit" /> : <ArrowForward />}
          onClick={onNext}
          disabled={moving}
        >
          {last ? t('interviews.run.finish') : t('interviews.run.next')}
        </Button>
      </Box>
    </Box>
  );
}
