import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteCandidateSchema } from '@rehearse/contracts/candidates';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useInviteCandidate } from '../api/candidates.queries';
import { BuyCreditsLink, isInsufficientCredits } from './insufficient-credits';

// Invite one candidate by name and email; the server's problems land on the fields.
export function InviteDialog({
  postingId,
  open,
  onClose,
}: {
  postingId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invite = useInviteCandidate(postingId);
  const form = useForm({
    resolver: contractResolver(inviteCandidateSchema),
    defaultValues: { name: '', email: '' },
  });
  const { control, handleSubmit, formState, reset } = form;
  const close = () => {
    reset();
    invite.reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: () => reset({ name: '', email: '' }),
      onError: (error) => applyServerError(form, error),
    });
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invite-candidate-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="invite-candidate-title">{t('candidates.invite.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formState.errors.root?.form && (
            <Alert severity="error" role="alert">
              {errorText(formState.errors.root.form)}
              {isInsufficientCredits(invite.error) && (
                <>
                  {' '}
                  <BuyCreditsLink />
                </>
              )}
            </Alert>
          )}
          {invite.data && (
            <Alert severity={invite.data.already_invited ? 'info' : 'success'} role="status">
              {t(
                invite.data.already_invited
                  ? 'candidates.invite.already'
                  : 'candidates.invite.sent',
                {
                  name: invite.data.candidate.name,
                  email: invite.data.candidate.email,
                },
              )}
            </Alert>
          )}
          <ControlledTextField
            control={control}
            name="name"
            label={t('candidates.invite.name')}
            autoFocus
          />
          <ControlledTextField
            control={control}
            name="email"
            type="email"
            label={t('candidates.invite.email')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('candidates.close')}</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {t('candidates.invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
