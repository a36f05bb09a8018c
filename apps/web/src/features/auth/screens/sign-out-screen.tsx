import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';

const REDIRECT_SECONDS = 5;

// After signing out (the route's loader has ended the session): a countdown back to sign-in,
// and a warning when the server, or the provider the session came from, could not be told.
export function SignOutScreen({
  serverReached,
  providerUnreachable = null,
}: {
  serverReached: boolean;
  providerUnreachable?: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const signInHref = paths.auth.signIn.getHref();

  // The previous user's data goes once no screen shows it any more.
  useEffect(() => {
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setSeconds((current) => Math.max(current - 1, 0));
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) void navigate(signInHref, { replace: true });
  }, [seconds, navigate, signInHref]);

  return (
    <AuthCard title={t('auth.signOut.title')}>
      {!serverReached && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('auth.signOut.serverUnreachable')}
        </Alert>
      )}
      {providerUnreachable !== null && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('auth.signOut.providerUnreachable', { name: providerUnreachable })}
        </Alert>
      )}
      <Typography color="text.secondary">
        {t('auth.signOut.redirecting', { count: seconds })}
      </Typography>
      <Button variant="contained" size="large" fullWidth href={signInHref} sx={{ mt: 4 }}>
        {t('auth.signOut.goNow')}
      </Button>
    </AuthCard>
  );
}
