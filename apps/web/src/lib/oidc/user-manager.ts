// The one module that imports oidc-client-ts. It is loaded on demand (provider-auth.ts), only when
// the API offers a provider or the stored session is a provider's: the sign-in page's initial
// JavaScript does without it.
import {
  UserManager,
  WebStorageStateStore,
  type SigninSilentArgs,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import { paths } from '../../config/paths';

// The e2e provider's tokens live ~30 s: renewal starts 10 s before the end, in time on a busy
// machine and still well after the token was issued.
const EXPIRING_NOTIFICATION_SECONDS = 10;
const RENEW_LOCK = 'rehearse-oidc-renew';

export function userManagerSettings(provider: OidcProvider, origin: string): UserManagerSettings {
  return {
    // Exactly as the provider's discovery document names itself (Auth0's ends in '/').
    authority: provider.issuer,
    client_id: provider.clientId,
    redirect_uri: `${origin}${paths.auth.providerCallback.getHref()}`,
    post_logout_redirect_uri: `${origin}${paths.auth.signIn.getHref()}`,
    // Authorization code; oidc-client-ts adds PKCE (S256) to every code request.
    response_type: 'code',
    scope: provider.scope,
    // Auth0 issues an API access token only for a named audience; other providers ignore it.
    ...(provider.audience ? { extraQueryParams: { audience: provider.audience } } : {}),
    // Reloads and new tabs find the tokens (and the refresh token) where the app's token is.
    userStore: new WebStorageStateStore({ store: localStorage }),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_NOTIFICATION_SECONDS,
    monitorSession: false,
    // The sign-out at the provider ends the provider session; the API has refused its tokens.
    revokeTokensOnSignout: false,
  };
}

// Renewal with the refresh token only: oidc-client-ts would otherwise fall back to a hidden
// iframe at the redirect URI, which fails wherever third-party cookies are blocked. Renewals
// are one at a time, within the tab and across tabs (a refresh token used twice makes a
// rotating provider revoke the whole grant).
export class RefreshTokenUserManager extends UserManager {
  private renewing: Promise<User | null> | undefined;

  override signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    this.renewing ??= withRenewLock(() => this.renewOnce(args)).finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  private async renewOnce(args: SigninSilentArgs): Promise<User | null> {
    // Another tab may have renewed while this one waited for the lock: its tokens are stored.
    const stored = await this.getUser();
    if (!stored?.refresh_token) {
      throw new Error('No refresh token to renew the provider session with');
    }
    if ((stored.expires_in ?? 0) > EXPIRING_NOTIFICATION_SECONDS) {
      await this.events.load(stored);
      return stored;
    }
    return super.signinSilent({ ...args, forceIframeAuth: false });
  }
}

function withRenewLock<T>(work: () => Promise<T>): Promise<T> {
  // Web Locks are in every current browser; without them (old ones, tests) within the tab only.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(RENEW_LOCK, work) : work();
}

let current: { key: string; manager: RefreshTokenUserManager } | undefined;

// One manager per page: two would each renew the same tokens.
export function userManagerFor(provider: OidcProvider): RefreshTokenUserManager {
  const key = `${provider.issuer}\n${provider.clientId}\n${provider.scope}\n${provider.audience ?? ''}`;
  if (current?.key !== key) {
    current?.manager.stopSilentRenew();
    current = {
      key,
      manager: new RefreshTokenUserManager(userManagerSettings(provider, window.location.origin)),
    };
  }
  return current.manager;
}
