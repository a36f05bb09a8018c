import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';

type SaveRowProps = {
  label: string;
  pending: boolean;
  disabled?: boolean;
  saved: boolean;
  savedText: string;
  error: unknown;
};

// A form's submit button with what happened to the last save, announced politely.
export function SaveRow({ label, pending, disabled, saved, savedText, error }: SaveRowProps) {
  const errorText = useErrorText();
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box aria-live="polite">
        {error != null && (
          <Alert severity="error" variant="outlined">
            {errorText(error)}
          </Alert>
        )}
        {saved && error == null && (
          <Alert severity="success" variant="outlined">
            {savedText}
          </Alert>
        )}
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={pending || disabled}
          startIcon={
            pending ? (
              <CircularProgress size={16} color="inherit" aria-label={t('workspace.saving')} />
            ) : undefined
          }
        >
          {label}
        </Button>
      </Box>
    </Box>
  );
}
