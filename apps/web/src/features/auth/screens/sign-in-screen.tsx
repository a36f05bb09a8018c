import Link from '@mui/material/Link';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, signedOutPaths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { safeRedirectTarget } from '../../../lib/safe-redirect-target';

// Sign in, then go where the user was headed (?redirectURL=, when it is an in-app path).
export function SignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target =
    safeRedirectTarget(searchParams.get('redirectURL'), signedOutPaths) ??
    paths.signedInRedirect.getHref();

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <>
          {t('auth.signIn.noAccount')}{' '}
          <Link href={paths.auth.signUp.getHref()}>{t('auth.signIn.signUpLink')}</Link>
        </>
      }
    >
      <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />
    </AuthCard>
  );
}
