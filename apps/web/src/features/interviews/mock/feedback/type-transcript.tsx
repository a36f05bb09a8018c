import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMockInterviewMutations } from '../../api/mock-interviews.queries';
import { ErrorState } from '../../../../components/error-state';
import { TranscriptEditor } from '../../components/transcript-editor';

type TypeTranscriptProps = {
  interviewId: string;
  position: number;
  take: number;
  // The transcript to correct; absent for a take without words.
  initial?: string;
};

// Corrects a take's transcript (the server's, misheard words and all), or, for a take without
// words (a server without transcription, or nothing heard), types it; either way the server
// analyses it again, with the recording's timings (decision 032).
export function TypeTranscript({ interviewId, position, take, initial }: TypeTranscriptProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(initial ?? '');
  const correcting = initial !== undefined;
  const { editTranscript } = useMockInterviewMutations(interviewId);

  if (!open && correcting) {
    return (
      <Button
        size="small"
        startIcon={<KeyboardOutlined />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        {t('interviews.transcription.correct')}
      </Button>
    );
  }
  if (!open) {
    return (
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<KeyboardOutlined />}
            onClick={() => setOpen(true)}
          >
            {t('interviews.feedback.typeTranscript')}
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center' } }}
      >
        {t('interviews.feedback.noTranscript')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('interviews.feedback.typeTranscriptHelp')}
      </Typography>
      <TranscriptEditor
        id={`type-transcript-${position}-${take}`}
        value={text}
        onChange={setText}
        disabled={editTranscript.isPending}
        autoFocus
      />
      {editTranscript.isError && (
        <ErrorState title={t('interviews.errors.saveTranscript')} error={editTranscript.error} />
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setOpen(false)} disabled={editTranscript.isPending}>
          {t('interviews.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!text.trim() || editTranscript.isPending}
          startIcon={
            editTranscript.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
          }
          onClick={() => editTranscript.mutate({ position, take, transcript: text.trim() })}
        >
          {t('interviews.feedback.analyse')}
        </Button>
      </Box>
    </Box>
  );
}
