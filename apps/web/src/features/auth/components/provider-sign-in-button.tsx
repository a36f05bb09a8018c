import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import { useProviderRedirect } from '../../../lib/oidc/use-provider-redirect';

type ProviderSignInButtonProps = {
  provider: OidcProvider;
  // Whether the email form is there to fall back on (it changes what the error suggests).
  builtIn: boolean;
  // The in-app path the sign-in page was asked to return to, already checked.
  returnTo: string | null;
};

// "Continue with <provider>": off to the provider's sign-in page. While the browser leaves the
// button waits; when the provider cannot be reached (its discovery document) it says so, and
// the email form below keeps working.
export function ProviderSignInButton({ provider, builtIn, returnTo }: ProviderSignInButtonProps) {
  const { t } = useTranslation();
  const { pending, unreachable, start } = useProviderRedirect(provider);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {unreachable && (
        <Alert severity="error" role="alert">
          {t(builtIn ? 'auth.provider.unreachable' : 'auth.provider.unreachableOnly', {
            name: provider.name,
          })}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        disabled={pending}
        aria-busy={pending}
        onClick={() => void start({ returnTo, link: false })}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ py: 1.25 }}
      >
        {t('auth.provider.continueWith', { name: provider.name })}
      </Button>
    </Box>
  );
}
