// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthProviders, OidcProvider } from '@rehearse/contracts/auth-providers';
import type { ProviderRedirectState } from '../../../lib/oidc/provider-auth';
import { clearAccessToken } from '../../../lib/access-token';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SignInScreen } from './sign-in-screen';
import { TEST_IDP, TEST_USER } from '../../../test/auth-fixtures';

// The app's boundary to the provider; oidc-client-ts is never loaded here.
const { startProviderRedirect } = vi.hoisted(() => ({
  startProviderRedirect:
    vi.fn<(provider: OidcProvider, state: ProviderRedirectState) => Promise<void>>(),
}));
vi.mock('../../../lib/oidc/provider-auth', () => ({
  startProviderRedirect,
  preloadProviderClient: () => undefined,
}));

const IDP = TEST_IDP;

const offered = (answer: AuthProviders) =>
  apiServer.use(http.get('/api/auth/providers', () => HttpResponse.json(answer)));

const show = (url = '/sign-in') => renderWithProviders(<SignInScreen />, { url });
const continueButton = () => screen.findByRole('button', { name: 'Continue with Test IdP' });

describe('the sign-in page with an OpenID Connect provider', () => {
  beforeEach(() => {
    startProviderRedirect.mockReset();
  });
  afterEach(() => {
    clearAccessToken();
    vi.restoreAllMocks();
  });

  it('offers "Continue with <provider>" beside the email form when both are on', async () => {
    offered({ builtIn: true, oidc: IDP });
    show();
    expect(await continueButton()).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  it('shows only the provider when the email sign-in is off: no form, no sign-up or reset', async () => {
    offered({ builtIn: false, oidc: IDP });
    show();
    await continueButton();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('shows no provider button when none is configured', async () => {
    let asked = false;
    apiServer.use(
      http.get('/api/auth/providers', () => {
        asked = true;
        return HttpResponse.json({ builtIn: true, oidc: null });
      }),
    );
    show();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('goes to the provider with the interrupted route to return to, waiting meanwhile', async () => {
    offered({ builtIn: true, oidc: IDP });
    startProviderRedirect.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    show(`/sign-in?redirectURL=${encodeURIComponent('/apps/quiz/practice?topic=react&level=2')}`);
    await user.click(await continueButton());
    expect(startProviderRedirect).toHaveBeenCalledWith(IDP, {
      returnTo: '/apps/quiz/practice?topic=react&level=2',
      link: false,
    });
    const button = await continueButton();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
  });

  it('never passes an outside address on as the place to return to', async () => {
    offered({ builtIn: true, oidc: IDP });
    startProviderRedirect.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    show(`/sign-in?redirectURL=${encodeURIComponent('//evil.example/x')}`);
    await user.click(await continueButton());
    expect(startProviderRedirect).toHaveBeenCalledWith(IDP, { returnTo: null, link: false });
  });

  it('says when the provider cannot be reached, and the email form still signs in', async () => {
    offered({ builtIn: true, oidc: IDP });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startProviderRedirect.mockRejectedValue(new TypeError('Failed to fetch'));
    let signedIn = false;
    apiServer.use(
      http.post('/api/auth/sign-in', () => {
        signedIn = true;
        return HttpResponse.json({
          user: TEST_USER,
          accessToken: 'built-in-token',
          tokenType: 'bearer',
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = show();
    await user.click(await continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Test IdP cannot be reached right now. Try again, or sign in with your email.',
    );
    expect(await continueButton()).toHaveProperty('disabled', false);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signed-in-redirect'));
    expect(signedIn).toBe(true);
  });

  it('suggests only trying again when the provider is the only way in', async () => {
    offered({ builtIn: false, oidc: IDP });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startProviderRedirect.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    show();
    await user.click(await continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Test IdP cannot be reached right now. Try again in a moment.',
    );
  });
});
