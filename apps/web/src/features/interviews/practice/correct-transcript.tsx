import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { PracticeAttempt } from '@rehearse/contracts/practice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useCorrectAttempt } from '../api/practice.queries';
import { TranscriptEditor } from '../components/transcript-editor';

// Corrects a recorded attempt's transcript: the server computes the feedback again from the
// corrected words, with pace and pauses still from the recording (decision 032).
export function CorrectTranscript({
  attempt,
  questionId,
}: {
  attempt: PracticeAttempt;
  questionId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(attempt.transcript);
  const correct = useCorrectAttempt(questionId);
  if (!open) {
    return (
      <Button
        size="small"
        startIcon={<EditOutlined />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        {t('interviews.transcription.correct')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TranscriptEditor
        id={`correct-${attempt.id}`}
        value={text}
        onChange={setText}
        helper={t('interviews.transcription.correctHelp')}
        disabled={correct.isPending}
        autoFocus
      />
      {correct.isError && (
        <ErrorState title={t('interviews.errors.saveTranscript')} error={correct.error} />
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setOpen(false)} disabled={correct.isPending}>
          {t('interviews.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!text.trim() || correct.isPending}
          startIcon={correct.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() =>
            correct.mutate(
              { id: attempt.id, transcript: text.trim() },
              { onSuccess: () => setOpen(false) },
            )
          }
        >
          {t('interviews.feedback.analyse')}
        </Button>
      </Box>
    </Box>
  );
}
