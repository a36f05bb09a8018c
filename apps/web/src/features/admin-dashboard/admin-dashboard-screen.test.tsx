// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@rehearse/contracts/admin-dashboard';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminDashboardScreen } from './admin-dashboard-screen';

const ok = (data: unknown) => HttpResponse.json({ success: true, data });

const dayOf = (from: string, i: number) =>
  new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10);

// The dashboard as the API answers it: every day of the range, zeros included.
function dashboard(from: string, to: string, busy: boolean): AdminDashboard {
  const count = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return {
    from,
    to,
    days: Array.from({ length: count }, (_, i) => ({
      day: dayOf(from, i),
      users: busy && i === 1 ? 3 : 0,
      organizations: busy && i === 1 ? 1 : 0,
      interviews_completed: busy && i === 2 ? 4 : 0,
      page_views: busy ? i : 0,
    })),
    active_subscriptions: [
      { plan: 'candidate-free', count: busy ? 5 : 0 },
      { plan: 'recruiting', count: busy ? 2 : 0 },
    ],
    credits: { granted: busy ? 40 : 0, used: busy ? 4 : 0 },
    top_pages: busy ? [{ url: '/workspace/home', views: 12 }] : [],
    email_queue: {
      by_status: [
        { status: 'queued', count: busy ? 2 : 0 },
        { status: 'sending', count: 0 },
        { status: 'sent', count: busy ? 9 : 0 },
        { status: 'failed', count: busy ? 1 : 0 },
      ],
      oldest_queued_seconds: busy ? 600 : null,
    },
  };
}

function dashboardApi(busy: boolean) {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get('/api/admin/dashboard', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const to = query.get('to') ?? '2026-11-27';
      const from = query.get('from') ?? dayOf(to, -29);
      if (from > to)
        return HttpResponse.json(
          {
            success: false,
            error: { code: 'validation.date_order', message: 'no', field: 'from' },
          },
          { status: 400 },
        );
      return ok(dashboard(from, to, busy));
    }),
  );
  return queries;
}

describe('Admin dashboard', () => {
  it('shows the figures, each chart’s figures in a hidden table, and the email queue', async () => {
    const queries = dashboardApi(true);
    renderWithProviders(<AdminDashboardScreen />, { url: '/admin/dashboard' });
    const growth = await screen.findByRole('region', { name: 'Users and organizations' });
    expect(screen.getByText(/\(UTC\), 30 days$/)).toBeTruthy();
    const table = within(growth).getByRole('table', { name: 'Users and organizations' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1']);
    expect(within(growth).getByText(/3 new users and 1 new organizations/)).toBeTruthy();

    const subscriptions = screen.getByRole('region', { name: 'Active subscriptions by plan' });
    expect(within(subscriptions).getByRole('row', { name: 'Recruiting 2' })).toBeTruthy();
    const queue = screen.getByRole('region', { name: 'Email queue' });
    expect(queue.textContent).toContain('waited 10 minutes');
    expect(queue.textContent).toContain('1 email failed.');
    expect(within(queue).getByRole('link', { name: 'Open the outbox' }).getAttribute('href')).toBe(
      '/admin/outbox',
    );
    expect(screen.getByRole('list', { name: 'Top pages' }).textContent).toContain('12 views');
    // 30 days up to today (UTC).
    const from = queries[0]!.get('from')!;
    const to = queries[0]!.get('to')!;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });

  it('says so when the range has empty days only, instead of drawing empty charts', async () => {
    dashboardApi(false);
    renderWithProviders(<AdminDashboardScreen />, { url: '/admin/dashboard?days=7' });
    expect(await screen.findByText('No new users or organizations in this range.')).toBeTruthy();
    expect(screen.getByText('No interviews were completed in this range.')).toBeTruthy();
    expect(screen.getAllByText('No page views in this range.')).toHaveLength(2);
    expect(screen.getByText('No active subscriptions.')).toBeTruthy();
    expect(screen.getByText('Nothing is waiting to be sent.')).toBeTruthy();
    expect(screen.getByText(/\(UTC\), 7 days$/)).toBeTruthy();
  });

  it('switches ranges and takes a custom range, keeping it in the URL', async () => {
    const queries = dashboardApi(true);
    const { router } = renderWithProviders(<AdminDashboardScreen />, { url: '/admin/dashboard' });
    await screen.findByRole('region', { name: 'Users and organizations' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(await screen.findByText(/\(UTC\), 90 days$/)).toBeTruthy();
    expect(router.state.location.search).toBe('?days=90');

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-10');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    await user.clear(to);
    await user.type(to, '2026-11-12');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/\(UTC\), 3 days$/)).toBeTruthy();
    expect(router.state.location.search).toBe('?from=2026-11-10&to=2026-11-12');
    expect(queries.at(-1)?.get('from')).toBe('2026-11-10');
    expect(queries.at(-1)?.get('to')).toBe('2026-11-12');
  });

  it('offers Retry when the dashboard cannot be loaded', async () => {
    let calls = 0;
    apiServer.use(
      http.get('/api/admin/dashboard', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, error: { code: 'request.internal', message: 'x' } },
              { status: 500 },
            )
          : ok(dashboard('2026-11-21', '2026-11-27', false));
      }),
    );
    renderWithProviders(<AdminDashboardScreen />, { url: '/admin/dashboard' });
    expect(await screen.findByText('The dashboard could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No active subscriptions.')).toBeTruthy();
  });
});
