import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { BuiltInOnly } from '../components/built-in-only';
import { ResetPasswordForm } from '../components/reset-password-form';

// Choose a new password with the link's token (?token=); without one, a way to ask again.
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const backToSignIn = (
    <Link href={paths.auth.signIn.getHref()}>{t('auth.resetPassword.backToSignIn')}</Link>
  );

  if (!token) {
    return (
      <AuthCard title={t('auth.resetPassword.title')} footer={backToSignIn}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="error">
            <AlertTitle>{t('auth.resetPassword.missingTokenTitle')}</AlertTitle>
            {t('auth.resetPassword.missingToken')}
          </Alert>
          <Button variant="contained" size="large" href={paths.auth.forgotPassword.getHref()}>
            {t('auth.resetPassword.requestNewLink')}
          </Button>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      footer={backToSignIn}
    >
      <BuiltInOnly>
        <ResetPasswordForm token={token} />
      </BuiltInOnly>
    </AuthCard>
  );
}
