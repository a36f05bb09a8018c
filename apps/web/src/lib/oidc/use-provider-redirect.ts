import { useState } from 'react';
import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import { startProviderRedirect, type ProviderRedirectState } from './provider-auth';

// Leaving for the provider's sign-in page, for the sign-in button and the profile's "Link"
// button alike: `pending` while the browser leaves, `unreachable` when the provider (its
// discovery document) could not be reached, so the button can say so.
export function useProviderRedirect(provider: OidcProvider) {
  const [pending, setPending] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const start = async (state: ProviderRedirectState, options?: { prompt?: 'login' }) => {
    setPending(true);
    setUnreachable(false);
    try {
      await (options
        ? startProviderRedirect(provider, state, options)
        : startProviderRedirect(provider, state));
    } catch (error) {
      console.error(`${provider.name} could not be reached`, error);
      setUnreachable(true);
    } finally {
      // Reached only if the browser stays (an error) or comes back (Back).
      setPending(false);
    }
  };
  return { pending, unreachable, start };
}
