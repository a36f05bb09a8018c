import Link from '@mui/material/Link';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';

export function Component() {
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
      <SignUpForm
        onSignedIn={() => void navigate(paths.signedInRedirect.getHref(), { replace: true })}
      />
    </AuthCard>
  );
}
