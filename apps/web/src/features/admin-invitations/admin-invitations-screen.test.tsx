// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlatformInvitation } from '@rehearse/contracts/admin-invitations';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminInvitationsScreen } from './admin-invitations-screen';

const NORTHWIND = '0a6f3c8e-1d2b-4c5a-9e7f-112233445566';
const ACME = '7b1e2d3c-4f5a-4b6c-8d9e-aabbccddeeff';
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });

const invitation = (
  n: number,
  overrides: Partial<PlatformInvitation> = {},
): PlatformInvitation => ({
  id: `i${n}`,
  email: `person-${n}@example.test`,
  role: 'candidate',
  organization_id: null,
  organization_name: null,
  status: 'pending',
  expires_at: '2026-12-03T10:00:00.000Z',
  accepted_at: null,
  revoked_at: null,
  invited_by: 'a1',
  created_at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const organization = (id: string, name: string) => ({
  id,
  name,
  type: 'recruiting',
  status: 'active',
  website: null,
  brand_color: null,
  suspended_at: null,
  member_count: 1,
  plan: 'recruiting',
  balance: 20,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

// A little server: the list by status, create, resend and revoke, the organizations by name.
function invitationsApi(initial: PlatformInvitation[]) {
  const rows = [...initial];
  const created: unknown[] = [];
  const organizationQueries: URLSearchParams[] = [];
  const calls: string[] = [];
  apiServer.use(
    http.get('/api/admin/invitations', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const shown = rows.filter((row) => !status || row.status === status);
      return ok({ invitations: shown, page: 1, page_size: 20, total: shown.length });
    }),
    http.post('/api/admin/invitations', async ({ request }) => {
      const body = (await request.json()) as { email: string; role: PlatformInvitation['role'] };
      created.push(body);
      if (body.email === 'taken@example.test') {
        return HttpResponse.json(
          {
            success: false,
            error: { code: 'admin.already_registered', message: 'x', field: 'email' },
          },
          { status: 409 },
        );
      }
      const row = invitation(rows.length + 1, { ...body });
      rows.unshift(row);
      return ok(row, 201);
    }),
    http.post('/api/admin/invitations/:id/resend', ({ params }) => {
      calls.push(`resend ${String(params.id)}`);
      return ok(rows.find((row) => row.id === params.id));
    }),
    http.post('/api/admin/invitations/:id/revoke', ({ params }) => {
      calls.push(`revoke ${String(params.id)}`);
      const row = rows.find((r) => r.id === params.id)!;
      Object.assign(row, { status: 'revoked', revoked_at: '2026-11-27T09:00:00.000Z' });
      return ok(row);
    }),
    http.get('/api/admin/organizations', ({ request }) => {
      const query = new URL(request.url).searchParams;
      organizationQueries.push(query);
      const search = (query.get('search') ?? '').toLowerCase();
      const all = [organization(NORTHWIND, 'Northwind Talent'), organization(ACME, 'Acme Hiring')];
      return ok({
        organizations: all.filter((o) => o.name.toLowerCase().includes(search)),
        page: 1,
        page_size: 20,
        total: 2,
      });
    }),
  );
  return { rows, created, organizationQueries, calls };
}

const show = (url = '/admin/invitation') =>
  renderWithProviders(<AdminInvitationsScreen />, { url });

describe('Admin invitations', () => {
  it('lists invitations with role, organization and status; accepted and revoked ones offer no actions', async () => {
    invitationsApi([
      invitation(1),
      invitation(2, {
        role: 'recruiter',
        organization_id: NORTHWIND,
        organization_name: 'Northwind Talent',
        status: 'accepted',
        accepted_at: '2026-11-27T08:00:00.000Z',
      }),
      invitation(3, { status: 'revoked', revoked_at: '2026-11-27T08:00:00.000Z' }),
    ]);
    show();
    const list = await screen.findByRole('list', { name: 'Invitations to join Rehearse' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Pending')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: /Resend the invitation/ })).toBeTruthy();
    expect(within(items[1]!).getByText(/Recruiter of Northwind Talent/)).toBeTruthy();
    expect(within(items[1]!).getByText('Accepted')).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
  });

  it('filters by status through the URL and says when none match', async () => {
    invitationsApi([invitation(1)]);
    const { router } = show();
    await screen.findByRole('list', { name: 'Invitations to join Rehearse' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    expect(await screen.findByText('No invitations with this status.')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=expired');
  });

  it('says when there are no invitations yet', async () => {
    invitationsApi([]);
    show();
    expect(await screen.findByText('No invitations yet. Invite someone above.')).toBeTruthy();
  });

  it('invites a recruiter to an organization picked by searching its name', async () => {
    const api = invitationsApi([]);
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'new@example.test');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(screen.getByRole('option', { name: 'Recruiter' }));
    // Without an organization the contract refuses, naming the field.
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/choose one|required/i)).toBeTruthy();
    expect(api.created).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: /Recruiting organization/ }), 'acme');
    await user.click(await screen.findByRole('option', { name: 'Acme Hiring' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.test.')).toBeTruthy();
    expect(api.created).toEqual([
      { email: 'new@example.test', role: 'recruiter', organization_id: ACME },
    ]);
    expect(api.organizationQueries.some((q) => q.get('search') === 'acme')).toBe(true);
    expect(api.organizationQueries.every((q) => q.get('type') === 'recruiting')).toBe(true);
    expect(await screen.findByText('new@example.test')).toBeTruthy();
  });

  it('shows a refused invitation under its field', async () => {
    invitationsApi([]);
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'taken@example.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This email already has a Rehearse account.')).toBeTruthy();
  });

  it('resends, and revokes only after confirming', async () => {
    const api = invitationsApi([invitation(1), invitation(2, { status: 'expired' })]);
    show();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation to person-2@example.test' }),
    );
    expect(await screen.findByText(/A new link was sent to person-2@example.test/)).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to person-1@example.test' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/person-1@example.test will stop working/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual(['resend i2']);
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to person-1@example.test' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(
      await screen.findByText('The invitation to person-1@example.test was revoked.'),
    ).toBeTruthy();
    expect(api.calls).toEqual(['resend i2', 'revoke i1']);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    apiServer.use(
      http.get('/api/admin/invitations', () =>
        HttpResponse.json(
          { success: false, error: { code: 'server.internal', message: 'boom' } },
          { status: 500 },
        ),
      ),
    );
    show();
    expect(await screen.findByText('The invitations could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
