import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { BuiltInOnly } from '../components/built-in-only';
import { ForgotPasswordForm } from '../components/forgot-password-form';

// Ask for a password-reset link by email.
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={
        <Link href={paths.auth.signIn.getHref()}>{t('auth.forgotPassword.backToSignIn')}</Link>
      }
    >
      <BuiltInOnly>
        <ForgotPasswordForm />
      </BuiltInOnly>
    </AuthCard>
  );
}
