import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';

// After sign-up when the account must be confirmed by email first.
export function ConfirmationRequiredScreen() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.confirmationRequired.title')}>
      <Typography>{t('auth.confirmationRequired.body')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('auth.confirmationRequired.hint')}
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        href={paths.auth.signIn.getHref()}
        sx={{ mt: 4 }}
      >
        {t('auth.confirmationRequired.backToSignIn')}
      </Button>
    </AuthCard>
  );
}
