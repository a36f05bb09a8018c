import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { TranscriptEditor } from '../../components/transcript-editor';
import { UploadProgress } from '../../components/upload-progress';
import { heardMessageKey, type Heard } from '../../media/recognition-plan';
import type { UploadState } from './use-take-upload';

type TranscriptStepProps = {
  recorded: boolean;
  upload: UploadState;
  onRetryUpload: () => void;
  transcript: string;
  onTranscriptChange: (value: string) => void;
  // What speech recognition did: heard words, heard nothing, failed, or did not listen (why).
  heard: Heard;
  // The server transcribes the recording after it is saved (decision 032).
  serverTranscribes: boolean;
  timeUp: boolean;
  saving: boolean;
  saveError: unknown;
  onSave: () => void;
};

// After recording: the upload's progress, and the transcript to check before the take is
// saved. The server transcribes the recording, so nothing needs typing; the live preview's words
// (if any) can be corrected here, or the server's later on the feedback page.
export function TranscriptStep(props: TranscriptStepProps) {
  const { upload, transcript, recorded, heard, saving, serverTranscribes } = props;
  const { t } = useTranslation();
  const empty = transcript.trim() === '';
  const waiting = upload.status === 'uploading';
  return (
    <Box
      component="section"
      aria-labelledby="transcript-step-title"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography
        id="transcript-step-title"
        variant="h3"
        sx={{ fontSize: '1.125rem', fontWeight: 700 }}
      >
        {recorded ? t('interviews.run.checkTranscript') : t('interviews.run.checkAnswer')}
      </Typography>
      {props.timeUp && <Alert severity="info">{t('interviews.run.timeUp')}</Alert>}
      {recorded && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {upload.status === 'uploading' && <UploadProgress progress={upload.progress} />}
          {upload.status === 'done' && (
            <Typography
              variant="body2"
              color="success.main"
              role="status"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <CheckCircle fontSize="small" aria-hidden />
              {t('interviews.upload.done')}
            </Typography>
          )}
          {upload.status === 'error' && (
            <ErrorState
              title={t('interviews.errors.upload')}
              error={upload.error}
              onRetry={props.onRetryUpload}
            />
          )}
        </Box>
      )}
      {recorded && serverTranscribes && (
        <Alert severity="info" variant="outlined">
          {t('interviews.transcription.serverWillTranscribe')}
        </Alert>
      )}
      {recorded && !serverTranscribes && (
        <Alert severity="info" variant="outlined">
          {t('interviews.transcription.notInstalled')}
        </Alert>
      )}
      {recorded && !serverTranscribes && heard !== 'words' && (
        <Alert severity="info" variant="outlined">
          {t(heardMessageKey(heard))}
        </Alert>
      )}
      <TranscriptEditor
        id="take-transcript"
        label={recorded ? t('interviews.transcript.label') : t('interviews.run.typedAnswer')}
        value={transcript}
        onChange={props.onTranscriptChange}
        helper={recorded && !serverTranscribes ? t('interviews.transcript.laterHelp') : undefined}
        disabled={saving}
        autoFocus={heard !== 'words' && !serverTranscribes}
      />
      {props.saveError !== null && props.saveError !== undefined && (
        <ErrorState title={t('interviews.errors.saveTake')} error={props.saveError} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          onClick={props.onSave}
          disabled={saving || upload.status === 'error' || (!recorded && empty)}
          startIcon={saving || waiting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {waiting && saving
            ? t('interviews.upload.waiting')
            : recorded && empty && !serverTranscribes
              ? t('interviews.run.saveWithoutTranscript')
              : t('interviews.run.saveAnswer')}
        </Button>
      </Box>
    </Box>
  );
}
