// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicInvitation } from '@rehearse/contracts/organizations';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { InvitationScreen } from './invitation-screen';

const TOKEN = 'abc_DEF-123';
const READ = `/api/invitations/${TOKEN}`;
const ACCEPT = `/api/invitations/${TOKEN}/accept`;
const invitation = (overrides: Partial<PublicInvitation> = {}): PublicInvitation => ({
  organization_name: 'Northwind Talent',
  logo_url: null,
  brand_color: '#12ab9f',
  role: 'reviewer',
  email: 'nina@example.test',
  inviter_name: 'Riley Recruiter',
  has_account: false,
  expires_at: '2026-12-03T10:00:00.000Z',
  ...overrides,
});
const session = {
  user: {
    id: 'u1',
    name: 'Nina New',
    email: 'nina@example.test',
    avatar: null,
    status: 'online',
    roles: [],
    metadata: { organization_id: 'o1' },
  },
  accessToken: 'token-1',
  tokenType: 'bearer',
};

const show = () => renderWithProviders(<InvitationScreen />, { url: `/invitation?token=${TOKEN}` });

describe('the invitation page', () => {
  it('shows who invites to what, and makes a new account that joins', async () => {
    const bodies: unknown[] = [];
    apiServer.use(
      http.get(READ, () => HttpResponse.json({ success: true, data: invitation() })),
      http.post(ACCEPT, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { organization_id: 'o1', role: 'reviewer', session },
        });
      }),
    );
    const { router } = show();
    expect(
      await screen.findByText(
        'Riley Recruiter invited you to join Northwind Talent as a reviewer.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Create your account for nina@example.test to accept.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Full name/), 'Nina New');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signed-in-redirect'));
    expect(bodies).toEqual([{ name: 'Nina New', password: 'correct horse battery' }]);
  });

  it('signs an existing account in with its password, then accepts, showing a refusal in words', async () => {
    const signIns: unknown[] = [];
    let authorization: string | null = null;
    apiServer.use(
      http.get(READ, () =>
        HttpResponse.json({ success: true, data: invitation({ has_account: true }) }),
      ),
      http.post('/api/auth/sign-in', async ({ request }) => {
        signIns.push(await request.json());
        return HttpResponse.json(session);
      }),
      http.post(ACCEPT, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(
          {
            success: false,
            error: { code: 'organization.already_member', message: 'Already in one' },
          },
          { status: 409 },
        );
      }),
    );
    show();
    expect(
      await screen.findByText(
        'nina@example.test already has an account: enter its password to accept.',
      ),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'my password');
    await user.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(
      await screen.findByText('This account already belongs to a recruiting organization.'),
    ).toBeTruthy();
    expect(signIns).toEqual([{ email: 'nina@example.test', password: 'my password' }]);
    expect(authorization).toBe('Bearer token-1');
  });

  it('says when a link cannot be used', async () => {
    apiServer.use(
      http.get(READ, () =>
        HttpResponse.json(
          { success: false, error: { code: 'request.not_found', message: 'gone' } },
          { status: 404 },
        ),
      ),
    );
    show();
    expect(await screen.findByText('This invitation link cannot be used')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /join/ })).toBeNull();
  });

  it('offers Retry when the invitation could not be loaded', async () => {
    let calls = 0;
    apiServer.use(
      http.get(READ, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, error: { code: 'server.internal', message: 'boom' } },
              { status: 500 },
            )
          : HttpResponse.json({ success: true, data: invitation() });
      }),
    );
    show();
    expect(await screen.findByText('The invitation could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Create account and join' })).toBeTruthy();
  });

  it('explains what is needed without a token', () => {
    renderWithProviders(<InvitationScreen />, { url: '/invitation' });
    expect(screen.getByText(/you need an invitation link/)).toBeTruthy();
  });
});
