// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import { apiServer } from '../../test/api-server';
import { clearAccessToken, getAccessToken, setProviderToken } from '../access-token';
import { apiClient } from '../api-client';
import { setUnauthorizedHandler } from '../api-transport';
import { SESSION_CHECK_PATH } from '../shell-paths';
import { restoreSession } from '../session/session-store';
import { TEST_USER } from '../../test/auth-fixtures';

// The module boundary the app renews through; oidc-client-ts itself is never loaded here.
const { renewProviderToken, forgetProviderUser, watchProviderSession } = vi.hoisted(() => ({
  renewProviderToken: vi.fn<(provider: OidcProvider) => Promise<string>>(),
  forgetProviderUser: vi.fn<(provider: OidcProvider) => Promise<void>>(),
  watchProviderSession: vi.fn<(provider: OidcProvider) => Promise<void>>(),
}));
vi.mock('./provider-auth', () => ({
  renewProviderToken,
  forgetProviderUser,
  watchProviderSession,
}));

const PROVIDER: OidcProvider = {
  name: 'Test IdP',
  issuer: 'https://idp.example/',
  clientId: 'rehearse-web',
  scope: 'openid profile email offline_access',
  audience: null,
};

const providerSession = (token: string, expiresInMs: number) =>
  setProviderToken(token, { provider: PROVIDER, expiresAt: Date.now() + expiresInMs });

// Records the Authorization header of every request to the app's own API and to other origins.
function recordingServers() {
  const seen: { url: string; authorization: string | null }[] = [];
  const record = ({ request }: { request: Request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
    return HttpResponse.json({ ok: true });
  };
  apiServer.use(
    http.get('*/api/common/user', record),
    http.get('https://subscriptions.example/*', record),
    http.get('https://tracker.example/*', record),
  );
  return seen;
}

const ok = z.object({ ok: z.literal(true) });

describe('a provider session’s bearer token', () => {
  beforeEach(() => {
    renewProviderToken.mockReset();
    forgetProviderUser.mockReset().mockResolvedValue(undefined);
    watchProviderSession.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    clearAccessToken();
    setUnauthorizedHandler(undefined);
    vi.restoreAllMocks();
  });

  it('goes to the app’s own /api only, never to another origin', async () => {
    const seen = recordingServers();
    providerSession('provider-token', 60_000);
    await apiClient.get('/api/common/user', ok);
    await apiClient.get('https://subscriptions.example/api/subscriptions/current', ok);
    await apiClient.get('https://tracker.example/collect', ok);
    expect(seen).toEqual([
      { url: `${window.location.origin}/api/common/user`, authorization: 'Bearer provider-token' },
      { url: 'https://subscriptions.example/api/subscriptions/current', authorization: null },
      { url: 'https://tracker.example/collect', authorization: null },
    ]);
    expect(renewProviderToken).not.toHaveBeenCalled();
  });

  it('is renewed before an expired one is used, once for requests sent together', async () => {
    const seen = recordingServers();
    providerSession('expired-token', -1_000);
    renewProviderToken.mockImplementation(async () => {
      providerSession('renewed-token', 60_000);
      return 'renewed-token';
    });
    await Promise.all([
      apiClient.get('/api/common/user', ok),
      apiClient.get('/api/common/user', ok),
      apiClient.get('/api/common/user', ok),
    ]);
    expect(renewProviderToken).toHaveBeenCalledTimes(1);
    expect(renewProviderToken).toHaveBeenCalledWith(PROVIDER);
    expect(seen.map((request) => request.authorization)).toEqual([
      'Bearer renewed-token',
      'Bearer renewed-token',
      'Bearer renewed-token',
    ]);
    // The next request uses the renewed token as it is.
    await apiClient.get('/api/common/user', ok);
    expect(renewProviderToken).toHaveBeenCalledTimes(1);
  });

  it('is left out when none can be had: the failure is logged, and the 401 ends the session', async () => {
    const seen: (string | null)[] = [];
    apiServer.use(
      http.get('*/api/common/user', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    providerSession('expired-token', -1_000);
    renewProviderToken.mockRejectedValue(new Error('invalid_grant'));

    await expect(apiClient.get('/api/common/user', ok)).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([null]);
    expect(logged).toHaveBeenCalledWith(
      'No access token could be had from the provider',
      expect.any(Error),
    );
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    // The provider's stored tokens (its refresh token) go with the session.
    await vi.waitFor(() => expect(forgetProviderUser).toHaveBeenCalledWith(PROVIDER));
  });
});

describe('a provider session on app start', () => {
  afterEach(() => clearAccessToken());

  it('is checked with a renewed token when the stored one expired while the app was closed', async () => {
    const checked: unknown[] = [];
    apiServer.use(
      http.post(SESSION_CHECK_PATH, async ({ request }) => {
        checked.push({ header: request.headers.get('Authorization'), body: await request.json() });
        return HttpResponse.json({
          user: TEST_USER,
          accessToken: 'renewed-token',
          tokenType: 'bearer',
        });
      }),
    );
    providerSession('expired-token', -60_000);
    renewProviderToken.mockImplementation(async () => {
      providerSession('renewed-token', 60_000);
      return 'renewed-token';
    });
    await restoreSession();
    expect(checked).toEqual([
      { header: 'Bearer renewed-token', body: { accessToken: 'renewed-token' } },
    ]);
    expect(getAccessToken()).toBe('renewed-token');
    // The library is started to keep renewing it.
    await vi.waitFor(() => expect(watchProviderSession).toHaveBeenCalledWith(PROVIDER));
  });
});
