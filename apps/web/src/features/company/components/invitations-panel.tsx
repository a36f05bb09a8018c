import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createInvitationSchema,
  ORGANIZATION_ROLES,
  type OrganizationRole,
} from '@rehearse/contracts/organizations';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { ErrorState, QueryErrorState } from '../../../components/error-state';
import { formatDisplayDate } from '../../../lib/date-formats';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import {
  invitationsQueryOptions,
  useCreateInvitation,
  useResendInvitation,
  useRevokeInvitation,
} from '../api/company.queries';

// The owner's invitations: invite by email with a role; resend (a new link) or revoke.
export function InvitationsPanel() {
  const { t, i18n } = useTranslation();
  const query = useQuery(invitationsQueryOptions());
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const failed = resend.error ?? revoke.error;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InviteForm />
      {failed && <ErrorState title={t('company.invitations.failed')} error={failed} />}
      {resend.isSuccess && (
        <Alert severity="success" role="status">
          {t('company.invitations.resent')}
        </Alert>
      )}
      {query.isError ? (
        <QueryErrorState title={t('company.invitations.loadFailed')} query={query} />
      ) : !query.data ? (
        <Skeleton variant="rounded" height={80} aria-label={t('company.loading')} />
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary">{t('company.invitations.empty')}</Typography>
      ) : (
        <List disablePadding aria-label={t('company.invitations.title')}>
          {query.data.map((invitation) => (
            <ListItem key={invitation.id} divider sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}>
              <ListItemText
                primary={invitation.email}
                secondary={
                  invitation.status === 'expired'
                    ? t('company.invitations.expired', {
                        role: t(`company.roles.${invitation.role}`),
                      })
                    : t('company.invitations.pending', {
                        role: t(`company.roles.${invitation.role}`),
                        date: formatDisplayDate(
                          invitation.expires_at,
                          i18n.resolvedLanguage ?? 'en',
                        ),
                      })
                }
                sx={{ minWidth: 200 }}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  disabled={resend.isPending}
                  onClick={() => {
                    revoke.reset();
                    resend.mutate(invitation.id);
                  }}
                >
                  {t('company.invitations.resend')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={revoke.isPending}
                  onClick={() => {
                    resend.reset();
                    revoke.mutate(invitation.id);
                  }}
                >
                  {t('company.invitations.revoke')}
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateInvitation();
  const form = useForm({
    resolver: contractResolver(createInvitationSchema),
    defaultValues: { email: '', role: 'recruiter' as OrganizationRole },
  });
  const { control, handleSubmit, formState, reset } = form;
  const onSubmit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => reset({ email: '', role: values.role }),
      onError: (error) => applyServerError(form, error),
    });
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {formState.errors.root?.form && (
        <Alert severity="error" role="alert">
          {errorText(formState.errors.root.form)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ControlledTextField
          control={control}
          name="email"
          type="email"
          label={t('company.invitations.email')}
          onChange={() => create.reset()}
          sx={{ flexGrow: 1, minWidth: 220 }}
        />
        <ControlledTextField
          control={control}
          name="role"
          select
          label={t('company.invitations.role')}
          sx={{ minWidth: 150 }}
        >
          {ORGANIZATION_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`company.roles.${role}`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <Button type="submit" variant="contained" disabled={create.isPending} sx={{ mt: 1 }}>
          {t('company.invitations.invite')}
        </Button>
      </Box>
      {create.isSuccess && (
        <Typography role="status" color="success.main">
          {t('company.invitations.sent')}
        </Typography>
      )}
    </Box>
  );
}
