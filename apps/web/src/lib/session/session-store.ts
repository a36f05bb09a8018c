import type { AuthResponse } from '@rehearse/contracts/user';
import {
  clearAccessToken,
  forgetProviderSession,
  getAccessToken,
  getProviderSession,
  setAccessToken,
  setProviderToken,
  type ProviderSession,
} from '../access-token';
import { apiClient } from '../api-client';
import { dropEarlyRequests } from '../early-requests';
import { freshAccessToken } from '../oidc/fresh-access-token';
import { SESSION_CHECK_PATH } from '../shell-paths';
import { isApiError } from '../api-error';
import { queryClient } from '../query-client';
import { sessionKeys } from './session-keys';

export function isSignedIn(): boolean {
  return getAccessToken() !== null;
}

// A new session never shows data cached for a previous one (nor a provider's session).
export function startSession(auth: AuthResponse): void {
  forgetProviderSession();
  setAccessToken(auth.accessToken);
  resetSessionData(auth);
}

// A session whose token is an OpenID Connect provider's (lib/oidc/), renewed through it.
export function startProviderSession(auth: AuthResponse, provider: ProviderSession): void {
  setProviderToken(auth.accessToken, provider);
  resetSessionData(auth);
  watchProviderSession(provider);
}

function resetSessionData(auth: AuthResponse): void {
  dropEarlyRequests();
  queryClient.clear();
  queryClient.setQueryData(sessionKeys.currentUser(), auth.user);
}

// Cached data is left for the screens still on display; startSession clears it.
export function endSession(): void {
  clearAccessToken();
  dropEarlyRequests();
}

let restoring: Promise<void> | undefined;

// On app start a stored token is validated and exchanged for a fresh one, once.
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    const stored = getAccessToken();
    if (!stored) return;
    // A provider's token that expired while the app was closed is renewed first; without a new
    // one the API refuses the old and the session ends.
    const accessToken = (await freshAccessToken()) ?? stored;
    try {
      // Loaded only with a stored token: the signed-out sign-in page never needs the schema.
      const { authResponseSchema } = await import('@rehearse/contracts/user');
      const auth = await apiClient.post(SESSION_CHECK_PATH, authResponseSchema, {
        body: { accessToken },
        skipUnauthorizedHandler: true,
      });
      // The same session goes on, so what its token has fetched meanwhile stays (the signed-in
      // guard loads the shell's data beside this check: app/session-guards.ts).
      setAccessToken(auth.accessToken);
      queryClient.setQueryData(sessionKeys.currentUser(), auth.user);
      const provider = getProviderSession();
      if (provider) watchProviderSession(provider);
    } catch (error) {
      // A rejected token ends the session. When the server cannot be reached the token is kept:
      // it may still be valid, and the screen shows a retryable error instead of signing out.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        endSession();
      } else {
        console.error('Could not validate the stored session', error);
      }
    }
  })();
  return restoring;
}

// The provider's library renews the token before it expires, and the app's copy follows it.
function watchProviderSession({ provider }: ProviderSession): void {
  import('../oidc/provider-auth')
    .then(({ watchProviderSession: watch }) => watch(provider))
    .catch((error: unknown) => console.error('Could not start the provider session', error));
}
