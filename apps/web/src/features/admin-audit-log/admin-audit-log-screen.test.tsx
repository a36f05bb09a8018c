// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@rehearse/contracts/admin-audit-log';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminAuditLogScreen } from './admin-audit-log-screen';

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const ORG = '7d3f3a52-5d7e-4a8c-9a55-0c0e6f2b9a10';

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `a${n}`,
  actor_id: 'u-admin',
  actor_email: 'admin@rehearse.dev',
  action: 'subscription.adjust',
  target_type: 'subscription',
  target_id: `s${n}`,
  organization_id: ORG,
  before: { balance: n },
  after: { balance: n + 5, reason: 'Goodwill' },
  created_at: new Date(Date.UTC(2026, 10, 27, 9, 0) - n * 60_000).toISOString(),
  ...overrides,
});

function auditApi() {
  const entries = [
    entry(0, {
      action: 'organization.update',
      target_type: 'organization',
      target_id: ORG,
      before: { name: 'Northwind', website: null },
      after: { name: 'Northwind Talent', website: 'https://northwind.example' },
    }),
    ...Array.from({ length: 24 }, (_, i) => entry(i + 1)),
  ];
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get('/api/admin/audit-log', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const action = query.get('action');
      const found = entries.filter(
        (e) =>
          (!action || e.action === action || e.action.startsWith(`${action}.`)) &&
          (!query.get('actor') || e.actor_email.includes(query.get('actor')!)) &&
          (!query.get('organization_id') || e.organization_id === query.get('organization_id')),
      );
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      return ok({
        entries: found.slice((page - 1) * size, page * size),
        page,
        page_size: size,
        total: found.length,
      });
    }),
    http.get('/api/admin/organizations', () =>
      ok({
        organizations: [
          {
            id: ORG,
            name: 'Northwind Talent',
            type: 'recruiting',
            status: 'active',
            website: null,
            brand_color: null,
            suspended_at: null,
            member_count: 3,
            plan: 'recruiting',
            balance: 0,
            created_at: '2026-11-01T00:00:00Z',
            updated_at: '2026-11-01T00:00:00Z',
          },
        ],
        page: 1,
        page_size: 10,
        total: 1,
      }),
    ),
    http.get('/api/admin/organizations/:id', () => ok({ id: ORG, name: 'Northwind Talent' })),
  );
  return queries;
}

describe('Audit log', () => {
  it('lists entries newest first with who, what and a readable before/after, and pages', async () => {
    const queries = auditApi();
    const { router } = renderWithProviders(<AdminAuditLogScreen />, { url: '/admin/audit-log' });
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]!.textContent).toContain('Organization edited');
    expect(items[0]!.textContent).toContain('by admin@rehearse.dev');
    expect(items[0]!.textContent).toContain(`Organization ${ORG}`);
    const diff = within(items[0]!).getByRole('table', { name: 'Changed fields, before and after' });
    const name = within(diff).getByRole('row', { name: /^name/ });
    expect(
      within(name)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Northwind', 'Northwind Talent']);
    const website = within(diff).getByRole('row', { name: /^website/ });
    expect(
      within(website)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['(none)', 'https://northwind.example']);
    expect(items[1]!.textContent).toContain('Balance adjusted');
    expect(screen.getByText('25 entries')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('filters by action, actor, organization and dates, keeping them in the URL', async () => {
    const queries = auditApi();
    const { router } = renderWithProviders(<AdminAuditLogScreen />, { url: '/admin/audit-log' });
    await screen.findByText('25 entries');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'All: Organizations' }));
    expect(await screen.findByText('1 entry')).toBeTruthy();
    expect(router.state.location.search).toBe('?action=organization');
    expect(queries.at(-1)?.get('action')).toBe('organization');

    await user.type(screen.getByRole('searchbox', { name: "Admin's email" }), 'root@');
    expect(
      await screen.findByText('No entries match these filters.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(queries.at(-1)?.get('actor')).toBe('root@');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('25 entries')).toBeTruthy();
    expect(router.state.location.search).toBe('');

    await user.type(screen.getByRole('combobox', { name: 'Organization' }), 'north');
    await user.click(
      await screen.findByRole('option', { name: 'Northwind Talent' }, { timeout: 4000 }),
    );
    await waitFor(() => expect(queries.at(-1)?.get('organization_id')).toBe(ORG));

    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-27');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?organization=${ORG}&from=2026-11-01&to=2026-11-27`,
      ),
    );
    expect(queries.at(-1)?.get('from')).toBe('2026-11-01');
    expect(queries.at(-1)?.get('to')).toBe('2026-11-27');
  });

  it('shows a deep link’s organization by name', async () => {
    auditApi();
    renderWithProviders(<AdminAuditLogScreen />, { url: `/admin/audit-log?organization=${ORG}` });
    const field = await screen.findByRole('combobox', { name: 'Organization' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Northwind Talent'));
  });

  it('says when there is nothing yet, and offers Retry when it cannot load', async () => {
    let calls = 0;
    apiServer.use(
      http.get('/api/admin/audit-log', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, error: { code: 'request.internal', message: 'x' } },
              { status: 500 },
            )
          : ok({ entries: [], page: 1, page_size: 20, total: 0 });
      }),
      http.get('/api/admin/organizations', () =>
        ok({ organizations: [], page: 1, page_size: 10, total: 0 }),
      ),
    );
    renderWithProviders(<AdminAuditLogScreen />, { url: '/admin/audit-log' });
    expect(await screen.findByText('The audit log could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No admin changes yet.')).toBeTruthy();
  });
});
