import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';

// Accepting invitations arrives with the invitation API; until then this page says what is needed.
export function InvitationScreen() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.invitation.title')}
      footer={
        <>
          {t('auth.invitation.haveAccount')}{' '}
          <Link href={paths.auth.signIn.getHref()}>{t('auth.invitation.signIn')}</Link>
        </>
      }
    >
      <Typography>{t('auth.invitation.body')}</Typography>
    </AuthCard>
  );
}
