// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicPlatformInvitation } from '@rehearse/contracts/platform-invitations';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PlatformInvitationScreen } from './platform-invitation-screen';

const TOKEN = 'plat_TOKEN-42';
const READ = `/api/platform-invitations/${TOKEN}`;
const ACCEPT = `/api/platform-invitations/${TOKEN}/accept`;
const invitation = (
  overrides: Partial<PublicPlatformInvitation> = {},
): PublicPlatformInvitation => ({
  email: 'rana@example.test',
  role: 'recruiter',
  organization_name: 'Northwind Talent',
  expires_at: '2026-12-03T10:00:00.000Z',
  state: 'pending',
  ...overrides,
});
const session = (roles: string[] = []) => ({
  user: {
    id: 'u1',
    name: 'Rana Recruiter',
    email: 'rana@example.test',
    avatar: null,
    status: 'online',
    roles,
    metadata: { organization_id: 'o1' },
  },
  accessToken: 'token-1',
  tokenType: 'bearer',
});
const readAnswers = (data: PublicPlatformInvitation) =>
  http.get(READ, () => HttpResponse.json({ success: true, data }));

const show = () =>
  renderWithProviders(<PlatformInvitationScreen />, {
    url: `/platform-invitation?token=${TOKEN}`,
  });

async function fillForm(password = 'correct horse battery', confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Full name/), 'Rana Recruiter');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  return user;
}

describe('the platform invitation page', () => {
  it('shows a recruiter invitation, accepts it and lands on the recruiter dashboard', async () => {
    const bodies: unknown[] = [];
    apiServer.use(
      readAnswers(invitation()),
      http.post(ACCEPT, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { role: 'recruiter', organization_id: 'o1', session: session() },
        });
      }),
    );
    const { router } = show();
    expect(
      await screen.findByText(
        'You are invited to join Northwind Talent on Rehearse as a recruiter.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Create your account for rana@example.test to accept.')).toBeTruthy();
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/dashboard'));
    expect(bodies).toEqual([{ name: 'Rana Recruiter', password: 'correct horse battery' }]);
  });

  it('sends an admin to the workspace home', async () => {
    apiServer.use(
      readAnswers(invitation({ role: 'admin', organization_name: null })),
      http.post(ACCEPT, () =>
        HttpResponse.json({
          success: true,
          data: { role: 'admin', organization_id: 'o2', session: session(['admin']) },
        }),
      ),
    );
    const { router } = show();
    expect(await screen.findByText('You are invited to join Rehearse as an admin.')).toBeTruthy();
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/home'));
  });

  it('checks the confirmation and the terms before sending anything', async () => {
    let posted = 0;
    apiServer.use(
      readAnswers(invitation({ role: 'candidate', organization_name: null })),
      http.post(ACCEPT, () => {
        posted++;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    show();
    expect(
      await screen.findByText('You are invited to join Rehearse as a candidate.'),
    ).toBeTruthy();
    const user = await fillForm('correct horse battery', 'another password');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: /terms of service/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(posted).toBe(0);
  });

  it('shows a refusal from the server in words', async () => {
    apiServer.use(
      readAnswers(invitation()),
      http.post(ACCEPT, () =>
        HttpResponse.json(
          {
            success: false,
            error: { code: 'platformInvitation.already_registered', message: 'taken' },
          },
          { status: 409 },
        ),
      ),
    );
    show();
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(
      await screen.findByText('An account with this email already exists. Sign in instead.'),
    ).toBeTruthy();
  });

  it.each([
    ['accepted', 'This invitation was already accepted'],
    ['revoked', 'This invitation was revoked'],
    ['expired', 'This invitation has expired'],
  ] as const)(
    'explains a %s link with a way to sign in, offering no form',
    async (state, title) => {
      apiServer.use(readAnswers(invitation({ state })));
      show();
      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toMatch(
        /^\/sign-in/,
      );
      expect(screen.queryByRole('button', { name: 'Create account and accept' })).toBeNull();
    },
  );

  it('says when a link is unknown', async () => {
    apiServer.use(
      http.get(READ, () =>
        HttpResponse.json(
          { success: false, error: { code: 'request.not_found', message: 'no' } },
          { status: 404 },
        ),
      ),
    );
    show();
    expect(await screen.findByText('This invitation link is not known')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });

  it('offers a retry when the invitation cannot be loaded', async () => {
    let calls = 0;
    apiServer.use(
      http.get(READ, () => {
        calls++;
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
    expect(
      await screen.findByText(
        'You are invited to join Northwind Talent on Rehearse as a recruiter.',
      ),
    ).toBeTruthy();
  });
});
