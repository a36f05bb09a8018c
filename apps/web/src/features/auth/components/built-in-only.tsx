import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '../../../lib/oidc/auth-providers.queries';

// Sign-up and password recovery belong to the server's own accounts. Where they are turned off
// (AUTH_BUILT_IN=false, docs/decisions/073-openid-connect-sign-in.md) the screen says where
// accounts come from instead of offering a form the API would refuse. Until the server has
// answered, the form shows, as on the sign-in page.
export function BuiltInOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  if (providers.data?.builtIn !== false) return children;
  const name = providers.data.oidc?.name;
  return (
    <Alert severity="info">
      {name ? t('auth.provider.builtInOff', { name }) : t('auth.provider.noWayIn')}
    </Alert>
  );
}
