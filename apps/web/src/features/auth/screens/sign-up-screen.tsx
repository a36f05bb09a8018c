import Link from '@mui/material/Link';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { BuiltInOnly } from '../components/built-in-only';
import { SignUpForm } from '../components/sign-up-form';

// Create an account, then land on the role's home.
export function SignUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Link href={paths.auth.signIn.getHref()}>{t('auth.signUp.signInLink')}</Link>
        </>
      }
    >
      <BuiltInOnly>
        <SignUpForm
          onSignedIn={() => void navigate(paths.signedInRedirect.getHref(), { replace: true })}
        />
      </BuiltInOnly>
    </AuthCard>
  );
}
