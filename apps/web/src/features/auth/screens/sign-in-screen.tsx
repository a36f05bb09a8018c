import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, signedOutPaths } from '../../../config/paths';
import { useAuthProviders } from '../../../lib/oidc/auth-providers.queries';
import { preloadProviderClient } from '../../../lib/oidc/provider-auth';
import { AuthCard } from '../components/auth-card';
import { ProviderSignInButton } from '../components/provider-sign-in-button';
import { SignInForm } from '../components/sign-in-form';
import { safeRedirectTarget } from '../../../lib/safe-redirect-target';

// Sign in, then go where the user was headed (?redirectURL=, when it is an in-app path): with
// the email form, an OpenID Connect provider, or both, as the server offers
// (GET /api/auth/providers). Until it has answered (and on the page drawn at build time) the
// email form shows, as it always did.
export function SignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeRedirectTarget(searchParams.get('redirectURL'), signedOutPaths);
  const target = returnTo ?? paths.signedInRedirect.getHref();
  const providers = useAuthProviders();
  const builtIn = providers.data?.builtIn ?? true;
  const oidc = providers.data?.oidc ?? null;

  useEffect(() => {
    if (oidc) preloadProviderClient();
  }, [oidc]);

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        builtIn && (
          <>
            {t('auth.signIn.noAccount')}{' '}
            <Link href={paths.auth.signUp.getHref()}>{t('auth.signIn.signUpLink')}</Link>
          </>
        )
      }
    >
      {oidc && <ProviderSignInButton provider={oidc} builtIn={builtIn} returnTo={returnTo} />}
      {oidc && builtIn && (
        <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>
          {t('auth.provider.or')}
        </Divider>
      )}
      {builtIn && <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />}
      {!builtIn && !oidc && <Alert severity="info">{t('auth.provider.noWayIn')}</Alert>}
    </AuthCard>
  );
}
