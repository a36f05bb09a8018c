// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '@rehearse/contracts/outbox';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { OutboxScreen } from './outbox-screen';

const ok = (data: unknown) => HttpResponse.json({ success: true, data });

const email = (n: number, overrides: Partial<OutboxEmail> = {}): OutboxEmail => ({
  id: `e${n}`,
  kind: 'team-invitation',
  recipient: `reader-${n}@example.test`,
  subject: `Email ${n}`,
  status: 'queued',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  scheduledAt: '2026-11-26T10:00:00.000Z',
  nextAttemptAt: '2026-11-26T10:00:00.000Z',
  sentAt: null,
  ...overrides,
});

function outboxApi(smtpConfigured: boolean) {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get('/api/admin/outbox', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const status = query.get('status');
      const all = [
        email(1, { status: 'failed', attempts: 1, lastError: '550 No such user here' }),
        email(2, { status: 'sent', attempts: 1, sentAt: '2026-11-26T10:01:00.000Z' }),
        ...Array.from({ length: 40 }, (_, i) => email(i + 3, { kind: 'password-reset' })),
      ].filter((e) => !status || e.status === status);
      const page = Number(query.get('page'));
      const size = Number(query.get('pageSize'));
      return ok({
        emails: all.slice((page - 1) * size, page * size),
        page,
        pageSize: size,
        total: all.length,
        smtpConfigured,
      });
    }),
  );
  return queries;
}

describe('Email outbox', () => {
  it('lists emails with their status, recipient, subject, kind, attempts and last error', async () => {
    outboxApi(true);
    renderWithProviders(<OutboxScreen />, { url: '/admin/outbox' });
    const list = await screen.findByRole('list', { name: 'Emails in the outbox' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]!.textContent).toContain('Email 1');
    expect(items[0]!.textContent).toContain('Failed');
    expect(items[0]!.textContent).toContain('reader-1@example.test');
    expect(items[0]!.textContent).toContain('Team invitation');
    expect(items[0]!.textContent).toContain('1 attempt');
    expect(items[0]!.textContent).toContain('550 No such user here');
    expect(items[1]!.textContent).toMatch(/Sent .*Nov/);
    expect(items[2]!.textContent).toContain('Password reset');
    expect(screen.getByText('42 emails')).toBeTruthy();
    expect(screen.queryByText(/has no SMTP_URL/)).toBeNull();
  });

  it('filters by status and pages, keeping both in the URL', async () => {
    const queries = outboxApi(true);
    const { router } = renderWithProviders(<OutboxScreen />, { url: '/admin/outbox' });
    await screen.findByText('42 emails');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Email 42')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    expect(queries.at(-1)?.get('page')).toBe('3');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('1 email')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=failed');
    expect(queries.at(-1)?.get('status')).toBe('failed');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('says when this server sends nothing, and when a filter finds nothing', async () => {
    outboxApi(false);
    renderWithProviders(<OutboxScreen />, { url: '/admin/outbox?status=sending' });
    expect(await screen.findByText('No emails with this status.')).toBeTruthy();
    expect(screen.getByText(/This server has no SMTP_URL, so it sends nothing/)).toBeTruthy();
  });

  it('offers Retry when the outbox cannot be loaded', async () => {
    let calls = 0;
    apiServer.use(
      http.get('/api/admin/outbox', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, error: { code: 'auth.forbidden', message: 'no' } },
              { status: 403 },
            )
          : ok({ emails: [], page: 1, pageSize: 20, total: 0, smtpConfigured: true });
      }),
    );
    renderWithProviders(<OutboxScreen />, { url: '/admin/outbox' });
    expect(await screen.findByText('The outbox could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No emails yet.')).toBeTruthy();
  });
});
