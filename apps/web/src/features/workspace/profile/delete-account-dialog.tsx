import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { deleteAccountSchema } from '@rehearse/contracts/workspace';
import { useId, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';

type DeleteAccountDialogProps = {
  email: string;
  onCancel: () => void;
  // Resolves once the account is gone; a refusal shows on the form.
  onConfirm: (typedEmail: string) => Promise<unknown>;
};

// The account goes only once its email is typed; the button stays disabled until it matches.
export function DeleteAccountDialog({ email, onCancel, onConfirm }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const textId = useId();
  const form = useForm({
    resolver: contractResolver(deleteAccountSchema),
    defaultValues: { email: '' },
  });
  const { control, handleSubmit, formState } = form;
  const typed = useWatch({ control, name: 'email' });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const pending = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    try {
      await onConfirm(values.email);
    } catch (error) {
      // An email that is not the account's shows under the field (the API names it).
      applyServerError(form, error);
    }
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: (event: FormEvent) => void submit(event),
        } as object,
      }}
    >
      <DialogTitle id={titleId}>{t('workspace.profile.delete.dialogTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>
          {t('workspace.profile.delete.dialogText')}
        </DialogContentText>
        <ControlledTextField
          control={control}
          name="email"
          autoFocus
          label={t('workspace.profile.delete.typeEmail', { email })}
          autoComplete="off"
          spellCheck={false}
          slotProps={{ htmlInput: { 'data-testid': 'delete-email' } }}
          sx={{ mt: 1 }}
        />
        {formState.errors.root?.form && (
          <Alert severity="error" variant="outlined">
            {errorText(formState.errors.root.form)}
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
