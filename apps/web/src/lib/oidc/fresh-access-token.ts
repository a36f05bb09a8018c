import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import { getAccessToken, getProviderSession, providerTokenExpired } from '../access-token';

let renewing: Promise<string | null> | undefined;

// The bearer token for a request about to go out. A provider's token that has expired (a tab
// that slept through the library's own renewal) is renewed first, once for all the requests
// waiting on it. When no token can be had the request goes without one and the failure is
// logged (core-product.md §8); the API's 401 then ends the session (lib/api-client.ts).
export function freshAccessToken(): Promise<string | null> | string | null {
  const session = getProviderSession();
  if (!session || !providerTokenExpired()) return getAccessToken();
  renewing ??= renew(session.provider).finally(() => {
    renewing = undefined;
  });
  return renewing;
}

async function renew(provider: OidcProvider): Promise<string | null> {
  try {
    const { renewProviderToken } = await import('./provider-auth');
    return await renewProviderToken(provider);
  } catch (error) {
    console.error('No access token could be had from the provider', error);
    return null;
  }
}
