import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';

type DeleteAccountDialogProps = {
  email: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (typedEmail: string) => void;
};

// The account goes only once its email is typed; the button stays disabled until it matches.
export function DeleteAccountDialog({
  email,
  pending,
  error,
  onCancel,
  onConfirm,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const textId = useId();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) onConfirm(typed.trim());
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{t('workspace.profile.delete.dialogTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>
          {t('workspace.profile.delete.dialogText')}
        </DialogContentText>
        <TextField
          autoFocus
          label={t('workspace.profile.delete.typeEmail', { email })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          slotProps={{ htmlInput: { 'data-testid': 'delete-email' } }}
          sx={{ mt: 1 }}
        />
        {error != null && (
          <Alert severity="error" variant="outlined">
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('workspace.profile.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={!matches || pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('workspace.profile.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
