// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OidcProvider } from '@rehearse/contracts/auth-providers';
import {
  clearAccessToken,
  getAccessToken,
  getProviderSession,
  setAccessToken,
  setProviderToken,
} from '../../../lib/access-token';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SignOutScreen } from '../../../features/auth/screens/sign-out-screen';
import { loader } from './sign-out';
import { TEST_IDP } from '../../../test/auth-fixtures';

const { endProviderSession } = vi.hoisted(() => ({
  endProviderSession: vi.fn<(provider: OidcProvider) => Promise<void>>(),
}));
vi.mock('../../../lib/oidc/provider-auth', () => ({ endProviderSession }));

const IDP = TEST_IDP;

function signOutApi() {
  const sent: (string | null)[] = [];
  apiServer.use(
    http.post('/api/auth/sign-out', ({ request }) => {
      sent.push(request.headers.get('Authorization'));
      return HttpResponse.json(true);
    }),
  );
  return sent;
}

describe('signing out of a provider session', () => {
  beforeEach(() => {
    endProviderSession.mockReset();
  });
  afterEach(() => {
    clearAccessToken();
    vi.restoreAllMocks();
  });

  it('signs out at the API, ends the local session, then at the provider', async () => {
    const sent = signOutApi();
    setProviderToken('provider-access', { provider: IDP, expiresAt: Date.now() + 30_000 });
    endProviderSession.mockImplementation(async () => {
      // The local session has ended before the browser leaves for the provider.
      expect(getAccessToken()).toBeNull();
    });
    await expect(loader()).resolves.toEqual({ serverReached: true, providerUnreachable: null });
    expect(sent).toEqual(['Bearer provider-access']);
    expect(endProviderSession).toHaveBeenCalledWith(IDP);
    expect(getProviderSession()).toBeNull();
  });

  it('ends the local session all the same when the provider cannot be reached, and says so', async () => {
    signOutApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setProviderToken('provider-access', { provider: IDP, expiresAt: Date.now() + 30_000 });
    endProviderSession.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await loader();
    expect(result).toEqual({ serverReached: true, providerUnreachable: 'Test IdP' });
    expect(getAccessToken()).toBeNull();

    renderWithProviders(<SignOutScreen {...result} />, { url: '/sign-out' });
    expect(
      screen.getByText(
        "We couldn't reach Test IdP to sign you out there too. You are signed out of Rehearse on this device.",
      ),
    ).toBeTruthy();
  });

  it('leaves providers alone for a built-in account', async () => {
    signOutApi();
    setAccessToken('built-in-token');
    await expect(loader()).resolves.toEqual({ serverReached: true, providerUnreachable: null });
    expect(endProviderSession).not.toHaveBeenCalled();
  });
});
