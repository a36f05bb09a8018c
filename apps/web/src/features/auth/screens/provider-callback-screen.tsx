import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { translateError } from '../../../lib/error-text';
import type { ProviderCallbackResult } from '../api/provider-callback';
import { AuthCard } from '../components/auth-card';

type Failed = Extract<ProviderCallbackResult, { kind: 'failed' }>;

// Back from the provider without a session (or a link): what happened, and the way back to
// sign-in (or to the profile, for a link).
export function ProviderCallbackScreen({ result }: { result: Failed }) {
  const { t } = useTranslation();
  const name = result.providerName ?? t('auth.providerCallback.theProvider');
  const message =
    result.reason === 'api'
      ? translateError(t, { code: result.code ?? 'client.unknown' })
      : t(`auth.providerCallback.reasons.${result.reason}`, { name });
  const back = result.link
    ? { href: paths.user.profile.getHref(), text: t('auth.providerCallback.backToProfile') }
    : { href: paths.auth.signIn.getHref(), text: t('auth.providerCallback.backToSignIn') };

  return (
    <AuthCard
      title={t(result.link ? 'auth.providerCallback.linkFailed' : 'auth.providerCallback.failed')}
    >
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      <Button variant="contained" size="large" fullWidth href={back.href} sx={{ mt: 4 }}>
        {back.text}
      </Button>
    </AuthCard>
  );
}
