import { Navigate, useLoaderData } from 'react-router';
import { paths, signedOutPaths } from '../../../config/paths';
import {
  completeProviderCallback,
  type ProviderCallbackResult,
} from '../../../features/auth/api/provider-callback';
import { ProviderCallbackScreen } from '../../../features/auth/screens/provider-callback-screen';
import type { LinkedState } from '../../../lib/oidc/linked-state';
import { safeRedirectTarget } from '../../../lib/safe-redirect-target';

// Runs once per visit, before the page renders: the provider's code can be used only once (a
// component effect would run twice in StrictMode).
export const loader = (): Promise<ProviderCallbackResult> => completeProviderCallback();

export function Component() {
  const result = useLoaderData<ProviderCallbackResult>();
  if (result.kind === 'failed') return <ProviderCallbackScreen result={result} />;
  const returnTo = safeRedirectTarget(result.returnTo, signedOutPaths);
  if (result.kind === 'linked') {
    const state: LinkedState = { linkedProvider: result.providerName };
    return <Navigate to={returnTo ?? paths.user.profile.getHref()} replace state={state} />;
  }
  return <Navigate to={returnTo ?? paths.signedInRedirect.getHref()} replace />;
}
