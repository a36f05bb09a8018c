import type { OidcProvider } from '@rehearse/contracts/auth-providers';

// The access token lives in localStorage so a session survives reloads and new tabs.
const ACCESS_TOKEN_KEY = 'accessToken';
// Set when the token is an OpenID Connect provider's (lib/oidc/): which provider, so renewal and
// sign-out can reach it without asking the API first, and when the token expires.
const PROVIDER_SESSION_KEY = 'accessTokenProvider';

export type ProviderSession = {
  provider: OidcProvider;
  // Epoch milliseconds; null when the provider did not say (the token is then used as it is).
  expiresAt: number | null;
};

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be blocked (privacy settings); then there is simply no stored session.
    return null;
  }
}

export function setAccessToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(PROVIDER_SESSION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

const isProviderSession = (value: unknown): value is ProviderSession =>
  typeof value === 'object' &&
  value !== null &&
  'provider' in value &&
  typeof value.provider === 'object' &&
  value.provider !== null &&
  'issuer' in value.provider &&
  typeof value.provider.issuer === 'string' &&
  'expiresAt' in value &&
  (value.expiresAt === null || typeof value.expiresAt === 'number');

// The provider the stored token came from; null for the built-in accounts' own tokens.
export function getProviderSession(): ProviderSession | null {
  try {
    const stored = localStorage.getItem(PROVIDER_SESSION_KEY);
    if (!stored || getAccessToken() === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isProviderSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// Stores a provider's access token (a sign-in or a renewal) with what renewal needs.
export function setProviderToken(token: string, session: ProviderSession): void {
  setAccessToken(token);
  localStorage.setItem(PROVIDER_SESSION_KEY, JSON.stringify(session));
}

// A built-in sign-in replaces whatever provider session came before it.
export function forgetProviderSession(): void {
  try {
    localStorage.removeItem(PROVIDER_SESSION_KEY);
  } catch {
    // Nothing stored.
  }
}

// A little before the real expiry: a token that dies on its way to the API is no use.
const EXPIRY_MARGIN_MS = 5_000;

export function providerTokenExpired(now = Date.now()): boolean {
  const session = getProviderSession();
  return session?.expiresAt != null && session.expiresAt - EXPIRY_MARGIN_MS <= now;
}
