// @vitest-environment jsdom
import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import { RefreshTokenUserManager, userManagerSettings } from './user-manager';

const PROVIDER: OidcProvider = {
  name: 'Auth0',
  issuer: 'https://tenant.eu.auth0.com/',
  clientId: 'spa-client',
  scope: 'openid profile email offline_access',
  audience: 'https://api.rehearse.example',
};

const storedUser = (refreshToken: string | undefined, expiresInSeconds: number) =>
  new User({
    access_token: 'old-access',
    id_token: 'id',
    refresh_token: refreshToken,
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: PROVIDER.issuer, aud: PROVIDER.clientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });

afterEach(() => vi.restoreAllMocks());

describe('the provider client settings', () => {
  it('keeps the issuer exactly, comes back to the app’s origin and asks for the audience', () => {
    const settings = userManagerSettings(PROVIDER, 'https://app.rehearse.example');
    expect(settings).toMatchObject({
      authority: 'https://tenant.eu.auth0.com/',
      client_id: 'spa-client',
      redirect_uri: 'https://app.rehearse.example/auth/callback',
      post_logout_redirect_uri: 'https://app.rehearse.example/sign-in',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      extraQueryParams: { audience: 'https://api.rehearse.example' },
      automaticSilentRenew: true,
      monitorSession: false,
    });
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(10);
    expect(
      userManagerSettings({ ...PROVIDER, audience: null }, 'https://a.example'),
    ).not.toHaveProperty('extraQueryParams');
  });
});

describe('renewal', () => {
  const manager = () =>
    new RefreshTokenUserManager({
      ...userManagerSettings(PROVIDER, window.location.origin),
      automaticSilentRenew: false,
    });

  it('never falls back to a hidden iframe: without a refresh token it fails', async () => {
    const iframeOrRefresh = vi.spyOn(UserManager.prototype, 'signinSilent');
    const renewing = manager();
    vi.spyOn(renewing, 'getUser').mockResolvedValue(storedUser(undefined, 0));
    await expect(renewing.signinSilent()).rejects.toThrow('No refresh token');
    expect(iframeOrRefresh).not.toHaveBeenCalled();
  });

  it('uses the refresh token once for renewals asked for together', async () => {
    const renewed = storedUser('refresh-2', 30);
    const refresh = vi.spyOn(UserManager.prototype, 'signinSilent').mockResolvedValue(renewed);
    const renewing = manager();
    vi.spyOn(renewing, 'getUser').mockResolvedValue(storedUser('refresh-1', 0));
    const users = await Promise.all([renewing.signinSilent(), renewing.signinSilent()]);
    expect(users).toEqual([renewed, renewed]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({ forceIframeAuth: false });
  });

  it('takes the tokens another tab has just renewed instead of refreshing again', async () => {
    const refresh = vi.spyOn(UserManager.prototype, 'signinSilent');
    const renewing = manager();
    const fresh = storedUser('refresh-2', 30);
    vi.spyOn(renewing, 'getUser').mockResolvedValue(fresh);
    const loaded = vi.fn();
    renewing.events.addUserLoaded(loaded);
    await expect(renewing.signinSilent()).resolves.toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(loaded).toHaveBeenCalledWith(fresh);
  });
});
