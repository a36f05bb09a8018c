import Link from '@mui/material/Link';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, signedOutPaths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { UnlockSessionForm } from '../components/unlock-session-form';
import { safeRedirectTarget } from '../../../lib/safe-redirect-target';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';

// A locked session: the signed-in user enters the password again to go on.
export function UnlockSessionScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());
  const target =
    safeRedirectTarget(searchParams.get('redirectURL'), [
      ...signedOutPaths,
      paths.auth.unlockSession.path,
    ]) ?? paths.signedInRedirect.getHref();

  return (
    <AuthCard
      title={t('auth.unlockSession.title')}
      subtitle={t('auth.unlockSession.subtitle')}
      footer={
        <>
          {t('auth.unlockSession.notYou')}{' '}
          <Link href={paths.auth.signOut.getHref()}>{t('auth.unlockSession.signOutLink')}</Link>
        </>
      }
    >
      <UnlockSessionForm user={user} onUnlocked={() => void navigate(target, { replace: true })} />
    </AuthCard>
  );
}
