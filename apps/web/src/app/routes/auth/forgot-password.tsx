import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={
        <Link href={paths.auth.signIn.getHref()}>{t('auth.forgotPassword.backToSignIn')}</Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
