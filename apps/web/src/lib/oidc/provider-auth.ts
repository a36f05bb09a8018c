import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import { getProviderSession, setProviderToken } from '../access-token';

// What the app asks of an OpenID Connect provider, each call loading oidc-client-ts
// (user-manager.ts) on first use. Screens and tests use this module, never the library itself.

const client = () => import('./user-manager');

// What travels through the provider and back (oidc-client-ts keeps it in its state store).
export type ProviderRedirectState = {
  // The in-app path to go to afterwards; checked again when read back.
  returnTo: string | null;
  // A signed-in built-in account links the provider identity instead of signing in.
  link: boolean;
};

export type ProviderTokens = {
  accessToken: string;
  idToken: string;
  // Epoch milliseconds, or null when the provider did not say.
  expiresAt: number | null;
  state: ProviderRedirectState;
};

// oidc-client-ts counts in epoch seconds; the app's token store in milliseconds.
const expiresAtOf = (seconds: number | undefined) =>
  seconds === undefined ? null : seconds * 1000;

// The library starts loading once the page knows a provider is offered: a click then only
// waits for the provider's discovery document.
export function preloadProviderClient(): void {
  client().catch(() => undefined);
}

// Off to the provider's sign-in page. Rejects when the provider cannot be reached (its
// discovery document); resolves only if the browser comes back to this page (Back).
export async function startProviderRedirect(
  provider: OidcProvider,
  state: ProviderRedirectState,
  options: { prompt?: 'login' } = {},
): Promise<void> {
  const { userManagerFor } = await client();
  await userManagerFor(provider).signinRedirect({ state, ...options });
}

const readState = (value: unknown): ProviderRedirectState => {
  const record = typeof value === 'object' && value !== null ? value : {};
  return {
    returnTo: 'returnTo' in record && typeof record.returnTo === 'string' ? record.returnTo : null,
    link: 'link' in record && record.link === true,
  };
};

// The state a failed redirect carried (an ErrorResponse from the provider keeps it).
export function redirectStateOf(error: unknown): ProviderRedirectState {
  return readState(
    typeof error === 'object' && error !== null && 'state' in error ? error.state : null,
  );
}

// Back from the provider: the code is exchanged for tokens (with the PKCE verifier).
export async function completeProviderRedirect(provider: OidcProvider): Promise<ProviderTokens> {
  const { userManagerFor } = await client();
  const user = await userManagerFor(provider).signinRedirectCallback();
  if (!user.id_token) throw new Error('The provider sent no ID token');
  return {
    accessToken: user.access_token,
    idToken: user.id_token,
    expiresAt: expiresAtOf(user.expires_at),
    state: readState(user.state),
  };
}

// The provider's tokens, once linked to a built-in account, are not kept.
export async function forgetProviderUser(provider: OidcProvider): Promise<void> {
  const { userManagerFor } = await client();
  await userManagerFor(provider).removeUser();
}

const watched = new WeakSet<object>();

// The app's token follows the provider's renewals (userLoaded), in this tab and through
// localStorage in the others. Renewal itself runs in the library (automaticSilentRenew).
export async function watchProviderSession(provider: OidcProvider): Promise<void> {
  const { userManagerFor } = await client();
  const manager = userManagerFor(provider);
  if (watched.has(manager)) return;
  watched.add(manager);
  manager.events.addUserLoaded((user) => {
    // Only while the app's session is this provider's (not during a link from a built-in one).
    if (getProviderSession()?.provider.issuer !== provider.issuer) return;
    setProviderToken(user.access_token, {
      provider,
      expiresAt: expiresAtOf(user.expires_at),
    });
  });
  manager.events.addSilentRenewError((error) => {
    // §8: logged; the next request goes without a token and its 401 ends the session.
    console.error('The provider session could not be renewed', error);
  });
  // Loading the stored user starts the expiry timers that drive automatic renewal.
  await manager.getUser();
}

// A renewal now, for a request about to go out with an expired token. Resolves with the new
// access token, which the userLoaded watcher has stored.
export async function renewProviderToken(provider: OidcProvider): Promise<string> {
  await watchProviderSession(provider);
  const { userManagerFor } = await client();
  const user = await userManagerFor(provider).signinSilent();
  if (!user) throw new Error('The provider gave no tokens');
  return user.access_token;
}

// Sign-out at the provider: its tokens are removed here first, then the browser goes to its end
// session page with the ID token as the hint, and comes back to /sign-in. Rejects when the
// provider cannot be reached (the local session has ended by then all the same).
export async function endProviderSession(provider: OidcProvider): Promise<void> {
  const { userManagerFor } = await client();
  const manager = userManagerFor(provider);
  const user = await manager.getUser();
  await manager.removeUser();
  await manager.signoutRedirect({ id_token_hint: user?.id_token });
}

// What went wrong on the provider's side of a redirect, in the app's terms: the person said no
// (or the provider refused them), the provider answered some other error, or it did not answer.
export type ProviderFailure = 'denied' | 'refused' | 'unreachable';

export function providerFailureOf(error: unknown): ProviderFailure {
  if (error instanceof TypeError) return 'unreachable';
  if (typeof error !== 'object' || error === null || !('name' in error)) return 'refused';
  if (error.name === 'ErrorTimeout') return 'unreachable';
  if (error.name === 'ErrorResponse' && 'error' in error && error.error === 'access_denied') {
    return 'denied';
  }
  return 'refused';
}
