import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  AcceptedPlatformInvitation,
  PublicPlatformInvitation,
} from '@rehearse/contracts/platform-invitations';
import { QueryErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { platformInvitationQueryOptions } from '../api/platform-invitation.queries';
import { AuthCard } from '../components/auth-card';
import { PlatformInvitationForm } from '../components/platform-invitation-form';

// Where each role starts once the invitation made its account.
const roleHome = (role: AcceptedPlatformInvitation['role']) =>
  role === 'recruiter' ? paths.recruiter.dashboard.getHref() : paths.workspace.home.getHref();

// /platform-invitation?token=...: an invitation an admin sent to join Rehearse as an admin, a
// recruiter of an organization or a candidate (docs/decisions/057-admin-workspace.md). Accepting
// makes the account, signs in and lands on the role's home; a used, revoked or expired link is
// explained with the way to sign in.
export function PlatformInvitationScreen() {
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
  return (
    <AuthCard title={t('auth.platformInvitation.title')} footer={footer}>
      {token ? (
        <InvitationDetails
          token={token}
          onAccepted={(accepted) => void navigate(roleHome(accepted.role), { replace: true })}
        />
      ) : (
        <Typography>{t('auth.platformInvitation.noToken')}</Typography>
      )}
    </AuthCard>
  );
}

function SignInLink() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.auth.signIn.getHref()} variant="outlined">
      {t('auth.platformInvitation.goToSignIn')}
    </Button>
  );
}

function Closed({ title, body }: { title: string; body: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        <AlertTitle>{title}</AlertTitle>
        {body}
      </Alert>
      <SignInLink />
    </Box>
  );
}

function InvitationDetails({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: (accepted: AcceptedPlatformInvitation) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(platformInvitationQueryOptions(token));

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('auth.platformInvitation.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Closed
          title={t('auth.platformInvitation.unknownTitle')}
          body={t('auth.platformInvitation.unknown')}
        />
      );
    }
    return <QueryErrorState title={t('auth.platformInvitation.loadFailed')} query={query} />;
  }

  const invitation = query.data;
  if (invitation.state !== 'pending') {
    return (
      <Closed
        title={t(`auth.platformInvitation.states.${invitation.state}.title`)}
        body={t(`auth.platformInvitation.states.${invitation.state}.body`)}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Offer invitation={invitation} />
      <PlatformInvitationForm token={token} onAccepted={onAccepted} />
    </Box>
  );
}

function Offer({ invitation }: { invitation: PublicPlatformInvitation }) {
  const { t, i18n } = useTranslation();
  const deadline = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(invitation.expires_at),
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="p" sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5 }}>
        {invitation.role === 'recruiter' && invitation.organization_name
          ? t('auth.platformInvitation.offerRecruiter', {
              organization: invitation.organization_name,
            })
          : t(`auth.platformInvitation.offer.${invitation.role}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('auth.platformInvitation.account', { email: invitation.email })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('auth.platformInvitation.deadline', { date: deadline })}
      </Typography>
    </Box>
  );
}
