import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { paths } from '../../config/paths';
import { getAccessToken } from '../../lib/access-token';
import { isApiError } from '../../lib/api-error';
import { keepQueryOptions, useKeep } from './api/candidate-interview.queries';

// The interview needs no account, but someone signed in to Rehearse may keep it in their
// workspace, where its link waits for them (issue 15, decision 048). Someone signed out is
// offered to sign in and come back here.
export function KeepInWorkspace({ token }: { token: string }) {
  const signedIn = getAccessToken() !== null;
  const keep = useQuery({ ...keepQueryOptions(token), enabled: signedIn });
  const sessionEnded = isApiError(keep.error) && keep.error.status === 401;
  if (!signedIn || sessionEnded) return <SignInToKeep token={token} />;
  if (keep.isPending) return null;
  if (keep.isError) return <KeepError error={keep.error} />;
  return <KeepToggle token={token} kept={keep.data.kept} />;
}

function SignInToKeep({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <Typography>
      <Link component={RouterLink} to={paths.auth.signIn.getHref(paths.interview.getHref(token))}>
        {t('candidateInterview.keep.signIn')}
      </Link>
    </Typography>
  );
}

function KeepError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <ErrorState title={t('candidateInterview.keep.error')} error={error} />;
}

function KeepToggle({ token, kept }: { token: string; kept: boolean }) {
  const { t } = useTranslation();
  const change = useKeep(token);
  return (
    <Stack spacing={1} sx={{ alignItems: 'start' }}>
      {change.isError && <KeepError error={change.error} />}
      {kept ? (
        <Alert
          severity="success"
          sx={{ width: '100%' }}
          action={
            <Button
              color="inherit"
              disabled={change.isPending}
              onClick={() => change.mutate(false)}
            >
              {t('candidateInterview.keep.remove')}
            </Button>
          }
        >
          {t('candidateInterview.keep.kept')}
        </Alert>
      ) : (
        <Button variant="outlined" disabled={change.isPending} onClick={() => change.mutate(true)}>
          {t('candidateInterview.keep.action')}
        </Button>
      )}
    </Stack>
  );
}
