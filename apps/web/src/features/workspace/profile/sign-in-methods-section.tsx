import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Identity, OidcProvider } from '@rehearse/contracts/auth-providers';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { QueryErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { formatDisplayDate } from '../../../lib/date-formats';
import { useErrorText } from '../../../lib/error-text';
import { useAuthProviders } from '../../../lib/oidc/auth-providers.queries';
import { linkedProviderOf } from '../../../lib/oidc/linked-state';
import { useProviderRedirect } from '../../../lib/oidc/use-provider-redirect';
import {
  identitiesQueryOptions,
  isLastSignInMethod,
  useUnlinkIdentity,
} from '../api/identities.queries';

// The provider identities linked to the account, each with Unlink, and "Link <provider>" when
// the server offers one this account has not linked. Never merged by email: a link needs a
// sign-in at the provider, made from here.
export function SignInMethodsSection() {
  const { t } = useTranslation();
  const identities = useQuery(identitiesQueryOptions());
  const providers = useAuthProviders();
  const location = useLocation();
  const linkedNow = linkedProviderOf(location.state);
  const oidc = providers.data?.oidc ?? null;
  const canLink =
    oidc !== null &&
    identities.data !== undefined &&
    !identities.data.some((identity) => identity.issuer === oidc.issuer);

  if (identities.isError) {
    return (
      <QueryErrorState title={t('workspace.profile.signInMethods.error')} query={identities} />
    );
  }
  if (!identities.data) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('workspace.profile.signInMethods.loading')}>
        <Skeleton variant="rounded" height={64} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {linkedNow && (
        <Alert severity="success">
          {t('workspace.profile.signInMethods.linked', { name: linkedNow })}
        </Alert>
      )}
      {identities.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('workspace.profile.signInMethods.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {identities.data.map((identity) => (
            <IdentityRow key={identity.id} identity={identity} />
          ))}
        </Box>
      )}
      {canLink && <LinkProviderButton provider={oidc} />}
    </Box>
  );
}

function IdentityRow({ identity }: { identity: Identity }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const unlink = useUnlinkIdentity();
  const who = identity.email ?? t('workspace.profile.signInMethods.noEmail');

  const onUnlink = async () => {
    const answer = await confirm({
      title: t('workspace.profile.signInMethods.unlinkTitle', { name: identity.provider }),
      message: t('workspace.profile.signInMethods.unlinkMessage', {
        name: identity.provider,
        email: who,
      }),
      actions: { confirm: { label: t('workspace.profile.signInMethods.unlink') } },
    });
    if (answer === 'confirmed') unlink.mutate(identity.id);
  };

  return (
    <Box component="li" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{identity.provider}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('workspace.profile.signInMethods.identity', {
              email: who,
              date: formatDisplayDate(identity.createdAt, i18n.language),
            })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          onClick={() => void onUnlink()}
          disabled={unlink.isPending}
          aria-label={t('workspace.profile.signInMethods.unlinkLabel', {
            name: identity.provider,
            email: who,
          })}
        >
          {t('workspace.profile.signInMethods.unlink')}
        </Button>
      </Box>
      {unlink.isError && (
        <Alert severity="error" role="alert">
          {isLastSignInMethod(unlink.error)
            ? t('workspace.profile.signInMethods.lastMethod', { name: identity.provider })
            : errorText(unlink.error)}
        </Alert>
      )}
    </Box>
  );
}

// Off to the provider to sign in there (asked to show its login, not reuse a session), then back
// through /auth/callback, which links the identity and returns here.
function LinkProviderButton({ provider }: { provider: OidcProvider }) {
  const { t } = useTranslation();
  const { pending, unreachable, start } = useProviderRedirect(provider);
  const link = () =>
    start({ link: true, returnTo: paths.user.profile.getHref() }, { prompt: 'login' });

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {unreachable && (
        <Alert severity="error" role="alert">
          {t('workspace.profile.signInMethods.unreachable', { name: provider.name })}
        </Alert>
      )}
      <Box>
        <Button
          variant="outlined"
          onClick={() => void link()}
          disabled={pending}
          aria-busy={pending}
          startIcon={
            pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          {t('workspace.profile.signInMethods.link', { name: provider.name })}
        </Button>
      </Box>
    </Box>
  );
}
