import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { invitationQueryOptions } from '../api/invitation.queries';
import { AuthCard } from '../components/auth-card';
import {
  ExistingAccountInvitationForm,
  NewAccountInvitationForm,
} from '../components/invitation-forms';

// /invitation?token=...: who invites to which organization and as what; accepting signs in (a
// new account, or the invited account with its password) and lands on the recruiter's home.
export function InvitationScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const footer = (
    <>
      {t('auth.invitation.haveAccount')}{' '}
      <Link href={paths.auth.signIn.getHref()}>{t('auth.invitation.signIn')}</Link>
    </>
  );

  if (!token) {
    return (
      <AuthCard title={t('auth.invitation.title')} footer={footer}>
        <Typography>{t('auth.invitation.body')}</Typography>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.invitation.title')} footer={footer}>
      <InvitationDetails
        token={token}
        onAccepted={() => void navigate(paths.signedInRedirect.getHref(), { replace: true })}
      />
    </AuthCard>
  );
}

function InvitationDetails({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(invitationQueryOptions(token));

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('auth.invitation.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Alert severity="warning">
          <AlertTitle>{t('auth.invitation.invalidTitle')}</AlertTitle>
          {t('auth.invitation.invalid')}
        </Alert>
      );
    }
    return <QueryErrorState title={t('auth.invitation.loadFailed')} query={query} />;
  }

  const invitation = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {invitation.logo_url && (
          <Box
            component="img"
            src={invitation.logo_url}
            alt=""
            sx={{ width: 48, height: 48, objectFit: 'contain' }}
          />
        )}
        <Typography
          component="p"
          sx={{ borderLeft: 4, borderColor: invitation.brand_color ?? 'primary.main', pl: 1.5 }}
        >
          {invitation.inviter_name
            ? t('auth.invitation.invitedBy', {
                inviter: invitation.inviter_name,
                organization: invitation.organization_name,
                role: t(`auth.invitation.roles.${invitation.role}`),
              })
            : t('auth.invitation.invited', {
                organization: invitation.organization_name,
                role: t(`auth.invitation.roles.${invitation.role}`),
              })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {invitation.has_account
          ? t('auth.invitation.existingAccount', { email: invitation.email })
          : t('auth.invitation.newAccount', { email: invitation.email })}
      </Typography>
      {invitation.has_account ? (
        <ExistingAccountInvitationForm
          token={token}
          email={invitation.email}
          onAccepted={onAccepted}
        />
      ) : (
        <NewAccountInvitationForm token={token} email={invitation.email} onAccepted={onAccepted} />
      )}
    </Box>
  );
}
