// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  AdminOrganization,
  AdminOrganizationDetail,
} from '@rehearse/contracts/admin-organizations';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminOrganizationsScreen } from './admin-organizations-screen';

const BASE = '/api/admin/organizations';
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const refuse = (status: number, error: Record<string, unknown>) =>
  HttpResponse.json({ success: false, error }, { status });

const organization = (
  n: number,
  overrides: Partial<AdminOrganization> = {},
): AdminOrganization => ({
  id: `o${n}`,
  name: `Organization ${n}`,
  type: n % 2 ? 'recruiting' : 'individual',
  status: 'active',
  website: null,
  brand_color: null,
  suspended_at: null,
  member_count: n % 5,
  plan: n % 2 ? 'recruiting' : 'candidate-free',
  balance: n * 10,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

// An in-memory organizations API: lists by search, type, status and page as the server does.
function organizationsApi() {
  const rows: AdminOrganization[] = [
    organization(1, { name: 'Northwind Talent', member_count: 3 }),
    organization(2, {
      name: 'Ada Lovelace',
      status: 'suspended',
      suspended_at: '2026-11-25T10:00:00.000Z',
    }),
    ...Array.from({ length: 28 }, (_, i) => organization(i + 3)),
  ];
  const queries: URLSearchParams[] = [];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const detail = (o: AdminOrganization): AdminOrganizationDetail => ({
    ...o,
    members:
      o.id === 'o1'
        ? [
            {
              id: 'u1',
              name: 'Riley Recruiter',
              email: 'recruiter@rehearse.dev',
              organization_role: 'owner',
              roles: ['recruiter'],
            },
            {
              id: 'u2',
              name: 'Victor Reviewer',
              email: 'victor@example.test',
              organization_role: 'reviewer',
              roles: ['recruiter'],
            },
          ]
        : [],
  });
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return calls.at(-1)!.body as Record<string, unknown> | undefined;
  };
  apiServer.use(
    http.get(BASE, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const search = query.get('search')?.toLowerCase();
      const found = rows.filter(
        (o) =>
          (!search || o.name.toLowerCase().includes(search)) &&
          (!query.get('type') || o.type === query.get('type')) &&
          (!query.get('status') || o.status === query.get('status')),
      );
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      return ok({
        organizations: found.slice((page - 1) * size, page * size),
        page,
        page_size: size,
        total: found.length,
      });
    }),
    http.get(`${BASE}/:id`, ({ params }) => {
      const found = rows.find((o) => o.id === params.id);
      return found ? ok(detail(found)) : refuse(404, { code: 'request.not_found', message: 'no' });
    }),
    http.post(BASE, async ({ request }) => {
      const body = (await record(request)) as { name: string; type: AdminOrganization['type'] };
      const created = organization(99, { name: body.name, type: body.type, member_count: 0 });
      rows.unshift(created);
      return ok(detail(created), 201);
    }),
    http.patch(`${BASE}/:id`, async ({ request, params }) => {
      const body = (await record(request)) as Partial<AdminOrganization>;
      if (body.name === 'Taken Name')
        return refuse(400, { code: 'validation.field_invalid', message: 'no', field: 'name' });
      const index = rows.findIndex((o) => o.id === params.id);
      rows[index] = { ...rows[index]!, ...body };
      return ok(detail(rows[index]!));
    }),
    http.post(`${BASE}/:id/suspend`, async ({ request, params }) => {
      await record(request);
      const index = rows.findIndex((o) => o.id === params.id);
      rows[index] = {
        ...rows[index]!,
        status: 'suspended',
        suspended_at: '2026-11-27T09:00:00.000Z',
      };
      return ok(detail(rows[index]!));
    }),
    http.post(`${BASE}/:id/restore`, async ({ request, params }) => {
      await record(request);
      const index = rows.findIndex((o) => o.id === params.id);
      rows[index] = { ...rows[index]!, status: 'active', suspended_at: null };
      return ok(detail(rows[index]!));
    }),
  );
  return { queries, calls };
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Organizations' })).getAllByRole('listitem');

describe('Admin organizations', () => {
  it('lists organizations with type, members, plan, balance and status, and pages', async () => {
    const { queries } = organizationsApi();
    const { router } = renderWithProviders(<AdminOrganizationsScreen />, {
      url: '/admin/organization',
    });
    const items = await cards();
    expect(items).toHaveLength(20);
    expect(items[0]!.textContent).toContain('Northwind Talent');
    expect(items[0]!.textContent).toContain('Recruiting');
    expect(items[0]!.textContent).toContain('3 members');
    expect(items[0]!.textContent).toContain('Balance 10');
    expect(items[0]!.textContent).toContain('Active');
    expect(items[1]!.textContent).toContain('Suspended');
    expect(items[1]!.textContent).toContain('Candidate (free)');
    expect(screen.getByText('30 organizations')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Organization 30')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(queries.at(-1)?.get('page_size')).toBe('20');
  });

  it('searches and filters by type and status, keeping them in the URL', async () => {
    const { queries } = organizationsApi();
    const { router } = renderWithProviders(<AdminOrganizationsScreen />, {
      url: '/admin/organization?page=2',
    });
    await screen.findByText('30 organizations');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'northwind');
    expect(await screen.findByText('1 organization', {}, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=northwind');
    expect(queries.at(-1)?.get('search')).toBe('northwind');
    expect(queries.at(-1)?.get('page')).toBe('1');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await screen.findByText('30 organizations', {}, { timeout: 4000 });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    expect(await screen.findByText('1 organization', {}, { timeout: 4000 })).toBeTruthy();
    expect((await cards())[0]!.textContent).toContain('Ada Lovelace');
    expect(router.state.location.search).toBe('?status=suspended');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Recruiting' }));
    expect(await screen.findByText('No organizations match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe('?type=recruiting&status=suspended');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('30 organizations')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('opens an organization from a deep link with its members, and closes it', async () => {
    organizationsApi();
    const { router } = renderWithProviders(<AdminOrganizationsScreen />, {
      url: '/admin/organization?type=recruiting&organization=o1',
    });
    const panel = await screen.findByRole('dialog', { name: 'Northwind Talent' });
    const members = await within(panel).findByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    expect(members.textContent).toContain('victor@example.test · Reviewer');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=recruiting'));
  });

  it('suspends after a confirmation that says members are signed out, and restores', async () => {
    const { calls } = organizationsApi();
    renderWithProviders(<AdminOrganizationsScreen />, {
      url: '/admin/organization?organization=o1',
    });
    const panel = await screen.findByRole('dialog', { name: 'Northwind Talent' });
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Northwind Talent?' });
    expect(confirm.textContent).toContain(
      '3 members will be signed out at once and cannot sign in',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);

    await user.click(await within(panel).findByRole('button', { name: 'Suspend' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend Northwind Talent?' })).getByRole(
        'button',
        { name: 'Suspend' },
      ),
    );
    expect(await within(panel).findByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: `${BASE}/o1/suspend`, body: undefined }]);
    // The list behind the panel (hidden from the accessibility tree while the panel is open).
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Organizations', hidden: true })).getAllByRole(
          'listitem',
          { hidden: true },
        )[0]!.textContent,
      ).toContain('Suspended'),
    );

    await user.click(await within(panel).findByRole('button', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore Northwind Talent?' })).getByRole(
        'button',
        { name: 'Restore' },
      ),
    );
    expect(await within(panel).findByRole('button', { name: 'Suspend' })).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: `${BASE}/o1/restore`, body: undefined });
  });

  it('shows a refused suspension in words', async () => {
    organizationsApi();
    apiServer.use(
      http.post(`${BASE}/:id/suspend`, () =>
        refuse(409, { code: 'admin.own_organization', message: 'no' }),
      ),
    );
    renderWithProviders(<AdminOrganizationsScreen />, {
      url: '/admin/organization?organization=o1',
    });
    const panel = await screen.findByRole('dialog', { name: 'Northwind Talent' });
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: 'Suspend' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Suspend/ })).getByRole('button', {
        name: 'Suspend',
      }),
    );
    expect(
      await within(panel).findByText('You cannot suspend your own organization.'),
    ).toBeTruthy();
  });

  it('creates an organization with the contract’s rules, then opens it', async () => {
    const { calls } = organizationsApi();
    const { router } = renderWithProviders(<AdminOrganizationsScreen />, {
      url: '/admin/organization',
    });
    await screen.findByText('30 organizations');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organization' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Website' }), 'not a url');
    await user.type(within(dialog).getByRole('textbox', { name: 'Brand colour' }), 'blue');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(
      within(dialog).getByRole('textbox', { name: 'Website' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(dialog).getByRole('textbox', { name: 'Brand colour' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Contoso Hiring');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Website' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Website' }),
      'https://contoso.example',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Brand colour' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Brand colour' }), '#AA3300');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.search).toBe('?organization=o99'));
    expect(calls).toEqual([
      { method: 'POST', path: BASE, body: { name: 'Contoso Hiring', type: 'recruiting' } },
      {
        method: 'PATCH',
        path: `${BASE}/o99`,
        body: { website: 'https://contoso.example', brand_color: '#aa3300' },
      },
    ]);
    expect(await screen.findByText('Organization created.')).toBeTruthy();
    const panel = await screen.findByRole('dialog', { name: 'Contoso Hiring' });
    expect(panel.textContent).toContain('#aa3300');
  });

  it('edits an organization and puts a server refusal on its field', async () => {
    const { calls } = organizationsApi();
    renderWithProviders(<AdminOrganizationsScreen />, {
      url: '/admin/organization?organization=o1',
    });
    const panel = await screen.findByRole('dialog', { name: 'Northwind Talent' });
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit organization' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Northwind Talent');
    await user.clear(name);
    await user.type(name, 'Taken Name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.at(-1)?.body).toEqual({
      name: 'Taken Name',
      type: 'recruiting',
      website: null,
      brand_color: null,
    });

    await user.clear(name);
    await user.type(name, 'Northwind People');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organization saved.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Northwind People' })).toBeTruthy();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let calls = 0;
    apiServer.use(
      http.get(BASE, () => {
        calls += 1;
        return calls === 1
          ? refuse(500, { code: 'request.internal', message: 'no' })
          : ok({ organizations: [], page: 1, page_size: 20, total: 0 });
      }),
    );
    renderWithProviders(<AdminOrganizationsScreen />, { url: '/admin/organization' });
    expect(await screen.findByText('The organizations could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No organizations yet.')).toBeTruthy();
  });
});
