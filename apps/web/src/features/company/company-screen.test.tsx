// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  CompanyProfile,
  Invitation,
  Member,
  OrganizationRole,
} from '@rehearse/contracts/organizations';
import type { User } from '@rehearse/contracts/user';
import { sessionKeys } from '../../lib/session/session-keys';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { CompanyScreen } from './company-screen';

const BASE = '/api/recruiter/organization';
const me: User = {
  id: 'u-owner',
  name: 'Riley Recruiter',
  email: 'recruiter@rehearse.dev',
  avatar: null,
  status: 'online',
  roles: ['recruiter'],
  metadata: { organization_id: 'o1' },
};
const profile = (role: OrganizationRole, overrides: Partial<CompanyProfile> = {}) => ({
  id: 'o1',
  name: 'Northwind Talent',
  organization_type: 'recruiting' as const,
  website: null,
  about: null,
  brand_color: null,
  logo_url: null,
  role,
  updated_at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});
const members: Member[] = [
  { id: 'u-owner', name: 'Riley Recruiter', email: me.email, avatar: null, role: 'owner' },
  {
    id: 'u-2',
    name: 'Victor Reviewer',
    email: 'victor@example.test',
    avatar: null,
    role: 'reviewer',
  },
];
const ok = (data: unknown) => HttpResponse.json({ success: true, data });

function companyApi(role: OrganizationRole) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let invitations: Invitation[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  apiServer.use(
    http.get(BASE, () => ok(profile(role))),
    http.patch(BASE, async ({ request }) => {
      await record(request);
      return ok(profile(role, { name: 'Northwind Hiring', brand_color: '#12ab9f' }));
    }),
    http.get(`${BASE}/members`, () => ok(members)),
    http.patch(`${BASE}/members/:id`, async ({ request }) => {
      await record(request);
      return ok([members[0], { ...members[1], role: 'recruiter' }]);
    }),
    http.get(`${BASE}/invitations`, () => ok(invitations)),
    http.post(`${BASE}/invitations`, async ({ request }) => {
      await record(request);
      const body = calls.at(-1)?.body as { email: string; role: OrganizationRole };
      if (body.email === 'taken@example.test') {
        return HttpResponse.json(
          {
            success: false,
            error: {
              code: 'invitation.already_invited',
              message: 'email: already invited',
              field: 'email',
            },
          },
          { status: 409 },
        );
      }
      const invitation: Invitation = {
        id: 'i1',
        email: body.email,
        role: body.role,
        status: 'pending',
        expires_at: '2026-12-03T10:00:00.000Z',
        created_at: '2026-11-26T10:00:00.000Z',
        invited_by: me.id,
      };
      invitations = [invitation];
      return ok(invitation);
    }),
  );
  return calls;
}

const show = () =>
  renderWithProviders(<CompanyScreen onLeft={vi.fn()} />, {
    url: '/recruiter/company',
    seed: (queryClient) => queryClient.setQueryData(sessionKeys.currentUser(), me),
  });

describe('Company & Team', () => {
  it('lets the owner edit the profile, change a role and invite', async () => {
    const calls = companyApi('owner');
    show();
    const name = await screen.findByLabelText(/Company name/);
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Northwind Hiring');
    await user.type(screen.getByLabelText(/Brand colour/), '#12AB9F');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: BASE,
      body: { name: 'Northwind Hiring', website: null, about: null, brand_color: '#12ab9f' },
    });

    const team = screen.getByRole('list', { name: 'Team' });
    expect(within(team).getByText('Riley Recruiter (you)')).toBeTruthy();
    await user.click(within(team).getByLabelText('Role of Victor Reviewer'));
    await user.click(await screen.findByRole('option', { name: 'Recruiter' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'PATCH',
        path: `${BASE}/members/u-2`,
        body: { role: 'recruiter' },
      }),
    );

    expect(await screen.findByText('No open invitations.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'taken@example.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('This email already has a pending invitation. Resend it instead.'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'nina@example.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('nina@example.test')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ email: 'nina@example.test', role: 'recruiter' });
  });

  it('shows a reviewer the profile and team read-only, without invitations', async () => {
    companyApi('reviewer');
    show();
    const name = await screen.findByLabelText(/Company name/);
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload logo/ })).toBeNull();
    expect(screen.queryByLabelText('Role of Victor Reviewer')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave organization' })).toBeTruthy();
  });

  it('keeps the only owner from leaving and says why; a second owner may leave', async () => {
    companyApi('owner');
    show();
    const leave = await screen.findByRole('button', { name: 'Leave organization' });
    expect((leave as HTMLButtonElement).disabled).toBe(true);
    expect(leave.getAttribute('aria-describedby')).toBe('last-owner-help');
    expect(
      screen.getByText('You are the only owner: make another member the owner before you leave.'),
    ).toBeTruthy();

    cleanup();
    companyApi('owner');
    apiServer.use(
      http.get(`${BASE}/members`, () =>
        ok(members.map((member) => ({ ...member, role: 'owner' }))),
      ),
    );
    show();
    await screen.findByText(/Riley Recruiter/);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Leave organization' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it('offers Retry when the company cannot be loaded', async () => {
    let calls = 0;
    apiServer.use(
      http.get(BASE, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              {
                success: false,
                error: { code: 'organization.recruiters_only', message: 'no' },
              },
              { status: 403 },
            )
          : ok(profile('owner'));
      }),
      http.get(`${BASE}/members`, () => ok(members)),
      http.get(`${BASE}/invitations`, () => ok([])),
    );
    show();
    expect(await screen.findByText('The company could not be loaded')).toBeTruthy();
    expect(screen.getByText('Only members of a recruiting organization can do this.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Company name/)).toBeTruthy();
  });
});
