// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity, OidcProvider } from '@rehearse/contracts/auth-providers';
import type { ProviderRedirectState } from '../../../lib/oidc/provider-auth';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SignInMethodsSection } from './sign-in-methods-section';
import { TEST_IDP } from '../../../test/auth-fixtures';

const { startProviderRedirect } = vi.hoisted(() => ({
  startProviderRedirect:
    vi.fn<
      (
        provider: OidcProvider,
        state: ProviderRedirectState,
        options?: { prompt?: 'login' },
      ) => Promise<void>
    >(),
}));
vi.mock('../../../lib/oidc/provider-auth', () => ({ startProviderRedirect }));

const IDP = TEST_IDP;
const identity = (overrides: Partial<Identity> = {}): Identity => ({
  id: 'i1',
  issuer: IDP.issuer,
  provider: 'Test IdP',
  subject: 'sub-1',
  email: 'ada@idp.example',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

// The identities API: the list answers `listed` (changed by a successful unlink), an unlink
// answers `unlinkAnswer` when set.
function identitiesApi(
  listed: Identity[],
  {
    oidc = IDP as OidcProvider | null,
    unlinkAnswer,
  }: {
    oidc?: OidcProvider | null;
    unlinkAnswer?: () => Response;
  } = {},
) {
  const unlinked: string[] = [];
  let current = listed;
  let providersAsked = false;
  apiServer.use(
    http.get('/api/auth/providers', () => {
      providersAsked = true;
      return HttpResponse.json({ builtIn: true, oidc });
    }),
    http.get('/api/auth/identities', () => HttpResponse.json(current)),
    http.delete('/api/auth/identities/:id', ({ params }) => {
      unlinked.push(String(params.id));
      if (unlinkAnswer) return unlinkAnswer();
      current = current.filter((item) => item.id !== params.id);
      return HttpResponse.json(true);
    }),
  );
  return { unlinked, providersAsked: () => providersAsked };
}

const show = () => renderWithProviders(<SignInMethodsSection />, { url: '/user/profile' });

describe('the profile’s sign-in methods', () => {
  beforeEach(() => {
    startProviderRedirect.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists linked identities with their provider and email, and offers no second link', async () => {
    identitiesApi([identity()]);
    show();
    expect(await screen.findByText('Test IdP')).toBeTruthy();
    expect(screen.getByText(/ada@idp\.example · linked on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlink Test IdP (ada@idp.example)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link Test IdP' })).toBeNull();
  });

  it('offers linking the provider, which signs in there afresh and comes back here', async () => {
    identitiesApi([]);
    startProviderRedirect.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    show();
    expect(
      await screen.findByText('No other sign-in method is linked to your account.'),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Link Test IdP' }));
    expect(startProviderRedirect).toHaveBeenCalledWith(
      IDP,
      { link: true, returnTo: '/user/profile' },
      { prompt: 'login' },
    );
    expect(screen.getByRole('button', { name: 'Link Test IdP' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('offers no link when the server has no provider', async () => {
    const api = identitiesApi([], { oidc: null });
    show();
    await screen.findByText('No other sign-in method is linked to your account.');
    await waitFor(() => expect(api.providersAsked()).toBe(true));
    expect(screen.queryByRole('button', { name: /^Link/ })).toBeNull();
  });

  it('says when the provider cannot be reached to link', async () => {
    identitiesApi([]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startProviderRedirect.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Link Test IdP' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Test IdP cannot be reached right now. Try again in a moment.',
    );
  });

  it('unlinks after confirmation, and keeps it when cancelled', async () => {
    const { unlinked } = identitiesApi([identity()]);
    const user = userEvent.setup();
    show();
    const unlink = await screen.findByRole('button', { name: 'Unlink Test IdP (ada@idp.example)' });

    await user.click(unlink);
    let dialog = await screen.findByRole('dialog', { name: 'Unlink Test IdP?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(unlinked).toEqual([]);

    await user.click(unlink);
    dialog = await screen.findByRole('dialog', { name: 'Unlink Test IdP?' });
    expect(dialog.textContent).toContain(
      'You will no longer be able to sign in with the Test IdP account ada@idp.example.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(
      await screen.findByText('No other sign-in method is linked to your account.'),
    ).toBeTruthy();
    expect(unlinked).toEqual(['i1']);
  });

  it('says why the only way into an account without a password cannot be unlinked (409)', async () => {
    identitiesApi([identity()], {
      unlinkAnswer: () =>
        HttpResponse.json(
          { error: 'This is the last way to sign in', code: 'auth.last_sign_in_method' },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Unlink Test IdP (ada@idp.example)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Test IdP?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Test IdP is the only way to sign in to this account, which has no password, so it cannot be unlinked.',
    );
    expect(screen.getByText('Test IdP')).toBeTruthy();
  });

  it('shows loading, then an error it can retry', async () => {
    let fail = true;
    apiServer.use(
      http.get('/api/auth/providers', () => HttpResponse.json({ builtIn: true, oidc: IDP })),
      http.get('/api/auth/identities', () =>
        fail ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    show();
    expect(screen.getByRole('status', { name: 'Loading your sign-in methods' })).toBeTruthy();
    expect(await screen.findByText('Your sign-in methods could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(
      await screen.findByText('No other sign-in method is linked to your account.'),
    ).toBeTruthy();
  });

  it('confirms a link made just now', async () => {
    identitiesApi([identity()]);
    const { router } = show();
    await screen.findByText('Test IdP');
    await act(() => router.navigate('/user/profile', { state: { linkedProvider: 'Test IdP' } }));
    expect(
      await screen.findByText('Test IdP is linked. You can now sign in with it.'),
    ).toBeTruthy();
  });
});
