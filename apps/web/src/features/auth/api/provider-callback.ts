import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import { getAccessToken, getProviderSession } from '../../../lib/access-token';
import { apiClient } from '../../../lib/api-client';
import { isApiError, type ShownErrorCode } from '../../../lib/api-error';
import { authProvidersQueryOptions } from '../../../lib/oidc/auth-providers.queries';
import {
  completeProviderRedirect,
  forgetProviderUser,
  providerFailureOf,
  redirectStateOf,
  type ProviderTokens,
} from '../../../lib/oidc/provider-auth';
import { queryClient } from '../../../lib/query-client';
import { startProviderSession } from '../../../lib/session/session-store';

// Why the way back from the provider did not end signed in (or linked). Each has its text
// (auth.providerCallback.<reason>); `api` shows the API's own error code.
export type ProviderCallbackFailure =
  | 'denied'
  | 'refused'
  | 'unreachable'
  | 'notConfigured'
  | 'notSignedIn'
  | 'emailHasAccount'
  | 'identityLinkedElsewhere'
  | 'invalidToken'
  | 'api';

export type ProviderCallbackResult =
  | { kind: 'signedIn'; returnTo: string | null }
  | { kind: 'linked'; returnTo: string | null; providerName: string }
  | {
      kind: 'failed';
      reason: ProviderCallbackFailure;
      link: boolean;
      providerName: string | null;
      code?: ShownErrorCode;
    };

const answerSchemas = () => import('./auth-answer-schemas');

// The error codes of the provider calls, read from the answer itself: the API's codes for them
// are newer than this build's table may be (lib/api-error.ts keeps only the codes it knows).
const API_REASONS: Record<string, ProviderCallbackFailure> = {
  'auth.email_has_account': 'emailHasAccount',
  'auth.identity_linked_elsewhere': 'identityLinkedElsewhere',
  'auth.invalid_token': 'invalidToken',
};

function apiFailure(error: unknown): { reason: ProviderCallbackFailure; code?: ShownErrorCode } {
  if (!isApiError(error)) return { reason: 'api', code: 'client.unknown' };
  const body = error.body;
  const raw =
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : undefined;
  const reason = raw === undefined ? undefined : API_REASONS[raw];
  if (reason) return { reason };
  if (error.status === 401) return { reason: 'invalidToken' };
  return { reason: 'api', code: error.code };
}

async function signIn(provider: OidcProvider, tokens: ProviderTokens) {
  const { authResponseSchema } = await answerSchemas();
  const auth = await apiClient.post('/api/auth/sign-in-with-provider', authResponseSchema, {
    body: { idToken: tokens.idToken },
    // The provider's token is this call's credential, not a session's yet.
    accessToken: tokens.accessToken,
    skipUnauthorizedHandler: true,
  });
  startProviderSession(auth, { provider, expiresAt: tokens.expiresAt });
}

async function link(tokens: ProviderTokens) {
  const { identitySchema } = await import('@rehearse/contracts/auth-providers');
  // With the built-in session's own token, which the API client attaches.
  await apiClient.post('/api/auth/identities', identitySchema, {
    body: { accessToken: tokens.accessToken, idToken: tokens.idToken },
    skipUnauthorizedHandler: true,
  });
}

// Back from the provider (/auth/callback): the code is exchanged for the provider's tokens, then
// the API signs in with them, or links them to the built-in account that asked. Never throws.
export async function completeProviderCallback(): Promise<ProviderCallbackResult> {
  let provider: OidcProvider | null;
  try {
    provider = (await queryClient.fetchQuery(authProvidersQueryOptions())).oidc;
  } catch (error) {
    console.error('The sign-in providers could not be read', error);
    return { kind: 'failed', ...apiFailure(error), link: false, providerName: null };
  }
  if (!provider)
    return { kind: 'failed', reason: 'notConfigured', link: false, providerName: null };
  const providerName = provider.name;

  let tokens: ProviderTokens;
  try {
    tokens = await completeProviderRedirect(provider);
  } catch (error) {
    console.error(`${providerName} sign-in did not complete`, error);
    const { link: linking } = redirectStateOf(error);
    return { kind: 'failed', reason: providerFailureOf(error), link: linking, providerName };
  }

  const linking = tokens.state.link;
  try {
    if (linking) {
      // Linking is for a signed-in built-in account only.
      if (getAccessToken() === null || getProviderSession() !== null) {
        return { kind: 'failed', reason: 'notSignedIn', link: true, providerName };
      }
      await link(tokens);
      return { kind: 'linked', returnTo: tokens.state.returnTo, providerName };
    }
    await signIn(provider, tokens);
    return { kind: 'signedIn', returnTo: tokens.state.returnTo };
  } catch (error) {
    console.error(`${providerName} ${linking ? 'link' : 'sign-in'} was refused`, error);
    return { kind: 'failed', ...apiFailure(error), link: linking, providerName };
  } finally {
    // Provider tokens are kept only for a provider session.
    if (getProviderSession() === null) {
      await forgetProviderUser(provider).catch((error: unknown) => {
        console.error('Could not remove the provider tokens', error);
      });
    }
  }
}
