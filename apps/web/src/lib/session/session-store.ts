import type { AuthResponse } from '@rehearse/contracts/user';
import { clearAccessToken, getAccessToken, setAccessToken } from '../access-token';
import { apiClient } from '../api-client';
import { dropEarlyRequests } from '../early-requests';
import { SESSION_CHECK_PATH } from '../shell-paths';
import { isApiError } from '../api-error';
import { queryClient } from '../query-client';
import { sessionKeys } from './session-keys';

export function isSignedIn(): boolean {
  return getAccessToken() !== null;
}

// A new session never shows data cached for a previous one.
export function startSession(auth: AuthResponse): void {
  setAccessToken(auth.accessToken);
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
    const accessToken = getAccessToken();
    if (!accessToken) return;
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
