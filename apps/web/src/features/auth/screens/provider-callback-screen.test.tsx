// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ErrorResponse } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import {
  clearAccessToken,
  getAccessToken,
  getProviderSession,
  setAccessToken,
} from '../../../lib/access-token';
import type { ProviderTokens } from '../../../lib/oidc/provider-auth';
import { queryClient } from '../../../lib/query-client';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { completeProviderCallback, type ProviderCallbackResult } from '../api/provider-callback';
import { ProviderCallbackScreen } from './provider-callback-screen';
import { TEST_IDP, TEST_USER } from '../../../test/auth-fixtures';

// The boundary to the provider is mocked; how its errors are read is the real code.
const mocks = vi.hoisted(() => ({
  completeProviderRedirect: vi.fn<(provider: OidcProvider) => Promise<ProviderTokens>>(),
  forgetProviderUser: vi.fn<(provider: OidcProvider) => Promise<void>>(),
  watchProviderSession: vi.fn<(provider: OidcProvider) => Promise<void>>(),
}));
vi.mock('../../../lib/oidc/provider-auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...mocks,
}));

const IDP = TEST_IDP;
const EXPIRES_AT = Date.now() + 30_000;
const tokens = (state: ProviderTokens['state']): ProviderTokens => ({
  accessToken: 'provider-access',
  idToken: 'provider-id',
  expiresAt: EXPIRES_AT,
  state,
});
const USER = TEST_USER;

type Sent = { path: string; authorization: string | null; body: unknown };

// The provider-side answers of the API; `answer` is what the sign-in or link call answers.
function api(answer: () => Response) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    sent.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      body: await request.json(),
    });
    return answer();
  };
  apiServer.use(
    http.get('/api/auth/providers', () => HttpResponse.json({ builtIn: true, oidc: IDP })),
    http.post('/api/auth/sign-in-with-provider', ({ request }) => record(request)),
    http.post('/api/auth/identities', ({ request }) => record(request)),
  );
  return sent;
}

const refusal = (status: number, code: string, error: string) => () =>
  HttpResponse.json({ error, code }, { status });

const showFailure = (result: ProviderCallbackResult) => {
  if (result.kind !== 'failed') throw new Error(`expected a failure, got ${result.kind}`);
  return renderWithProviders(<ProviderCallbackScreen result={result} />, { url: '/auth/callback' });
};

describe('back from the provider (/auth/callback)', () => {
  beforeEach(() => {
    queryClient.clear();
    mocks.completeProviderRedirect.mockReset();
    mocks.forgetProviderUser.mockReset().mockResolvedValue(undefined);
    mocks.watchProviderSession.mockReset().mockResolvedValue(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearAccessToken();
    vi.restoreAllMocks();
  });

  it('signs in with the provider’s tokens and starts a provider session', async () => {
    const sent = api(() =>
      HttpResponse.json({ user: USER, accessToken: 'provider-access', tokenType: 'bearer' }),
    );
    mocks.completeProviderRedirect.mockResolvedValue(
      tokens({ returnTo: '/apps/quiz?level=2', link: false }),
    );
    await expect(completeProviderCallback()).resolves.toEqual({
      kind: 'signedIn',
      returnTo: '/apps/quiz?level=2',
    });
    expect(sent).toEqual([
      {
        path: '/api/auth/sign-in-with-provider',
        authorization: 'Bearer provider-access',
        body: { idToken: 'provider-id' },
      },
    ]);
    expect(getAccessToken()).toBe('provider-access');
    expect(getProviderSession()).toEqual({ provider: IDP, expiresAt: EXPIRES_AT });
    expect(mocks.forgetProviderUser).not.toHaveBeenCalled();
  });

  it('says so when the person cancels at the provider (error=access_denied)', async () => {
    api(() => HttpResponse.json(null));
    mocks.completeProviderRedirect.mockRejectedValue(
      new ErrorResponse({ error: 'access_denied', userState: { link: false, returnTo: null } }),
    );
    showFailure(await completeProviderCallback());
    expect(screen.getByRole('heading', { name: 'Sign-in did not complete' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Sign-in with Test IdP was cancelled or refused.',
    );
    expect(screen.getByRole('link', { name: 'Return to sign in' }).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(getAccessToken()).toBeNull();
  });

  it('explains an existing account with the same email (409), keeping no tokens', async () => {
    api(
      refusal(
        409,
        'auth.email_has_account',
        'An account with this email already exists. Sign in with your password, then link Test IdP from your profile.',
      ),
    );
    mocks.completeProviderRedirect.mockResolvedValue(tokens({ returnTo: null, link: false }));
    showFailure(await completeProviderCallback());
    expect(screen.getByRole('alert').textContent).toBe(
      'An account with this email already exists. Sign in with your password, then link Test IdP from your profile.',
    );
    expect(getAccessToken()).toBeNull();
    expect(mocks.forgetProviderUser).toHaveBeenCalledWith(IDP);
  });

  it('says the sign-in could not be verified on a 401', async () => {
    api(() => HttpResponse.json({ error: 'Invalid token' }, { status: 401 }));
    mocks.completeProviderRedirect.mockResolvedValue(tokens({ returnTo: null, link: false }));
    showFailure(await completeProviderCallback());
    expect(screen.getByRole('alert').textContent).toBe(
      'Rehearse could not verify the sign-in from Test IdP. Try again.',
    );
  });

  it('says a suspended organization in the app’s own words', async () => {
    api(refusal(403, 'auth.organization_suspended', 'Suspended'));
    mocks.completeProviderRedirect.mockResolvedValue(tokens({ returnTo: null, link: false }));
    showFailure(await completeProviderCallback());
    expect(screen.getByRole('alert').textContent).toBe(
      'Your organization is suspended. Contact Rehearse support to restore access.',
    );
  });

  it('says when the server cannot be reached', async () => {
    api(() => HttpResponse.error());
    mocks.completeProviderRedirect.mockResolvedValue(tokens({ returnTo: null, link: false }));
    showFailure(await completeProviderCallback());
    expect(screen.getByRole('alert').textContent).toBe(
      'No connection to the server. Check your network and try again.',
    );
  });

  it('says when the provider cannot be reached to finish', async () => {
    api(() => HttpResponse.json(null));
    mocks.completeProviderRedirect.mockRejectedValue(new TypeError('Failed to fetch'));
    showFailure(await completeProviderCallback());
    expect(screen.getByRole('alert').textContent).toBe(
      'Test IdP cannot be reached right now. Try again in a moment.',
    );
  });

  it('links the identity to the signed-in built-in account, then keeps no provider tokens', async () => {
    setAccessToken('built-in-token');
    const sent = api(() =>
      HttpResponse.json(
        {
          id: 'i1',
          issuer: IDP.issuer,
          provider: 'Test IdP',
          subject: 'sub-1',
          email: 'ada@example.test',
          createdAt: '2026-11-27T10:00:00.000Z',
        },
        { status: 201 },
      ),
    );
    mocks.completeProviderRedirect.mockResolvedValue(
      tokens({ returnTo: '/user/profile', link: true }),
    );
    await expect(completeProviderCallback()).resolves.toEqual({
      kind: 'linked',
      returnTo: '/user/profile',
      providerName: 'Test IdP',
    });
    expect(sent).toEqual([
      {
        path: '/api/auth/identities',
        authorization: 'Bearer built-in-token',
        body: { accessToken: 'provider-access', idToken: 'provider-id' },
      },
    ]);
    // Still the built-in session.
    expect(getAccessToken()).toBe('built-in-token');
    expect(getProviderSession()).toBeNull();
    expect(mocks.forgetProviderUser).toHaveBeenCalledWith(IDP);
  });

  it('says an identity linked to another account, with the way back to the profile', async () => {
    setAccessToken('built-in-token');
    api(refusal(409, 'auth.identity_linked_elsewhere', 'Linked elsewhere'));
    mocks.completeProviderRedirect.mockResolvedValue(
      tokens({ returnTo: '/user/profile', link: true }),
    );
    showFailure(await completeProviderCallback());
    expect(screen.getByRole('heading', { name: 'Linking did not complete' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This Test IdP account is already linked to another Rehearse account.',
    );
    expect(screen.getByRole('link', { name: 'Return to your profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );
  });
});
