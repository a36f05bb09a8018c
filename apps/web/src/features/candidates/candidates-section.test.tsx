// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CANDIDATE_STAGES,
  type CandidateListItem as Candidate,
  type CandidateCounts,
  type ImportResult,
  type ScoreAccess,
} from '@rehearse/contracts/candidates';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { CandidatesSection } from './candidates-section';

afterEach(() => apiServer.events.removeAllListeners());

const BASE = '/api/recruiter/postings/p1/candidates';
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });

const candidate = (overrides: Partial<Candidate> = {}): Candidate => ({
  id: 'c1',
  posting_id: 'p1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  stage: 'invited',
  deadline_at: '2026-12-10T12:00:00.000Z',
  invited_at: '2026-12-03T12:00:00.000Z',
  last_sent_at: '2026-12-03T12:00:00.000Z',
  started_at: null,
  completed_at: null,
  revoked_at: null,
  reminder_at: '2026-12-08T12:00:00.000Z',
  updated_at: '2026-12-03T12:00:00.000Z',
  score: null,
  ...overrides,
});

const counts = (items: Candidate[]): CandidateCounts => {
  const result = Object.fromEntries([
    ['all', items.length],
    ...CANDIDATE_STAGES.map((s) => [s, 0]),
  ]);
  for (const item of items) result[item.stage] += 1;
  return result as CandidateCounts;
};

function listApi(
  items: Candidate[],
  role: OrganizationRole = 'recruiter',
  scoreAccess: ScoreAccess = 'all',
) {
  const calls: URLSearchParams[] = [];
  apiServer.use(
    http.get(BASE, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const stage = params.get('stage');
      const shown = items.filter((c) => !stage || c.stage === stage);
      return ok({
        items: shown,
        total: shown.length,
        page: 1,
        pageSize: 20,
        counts: counts(items),
        acceptance_rate: items.length ? 0.5 : null,
        completion_rate: items.length ? 0.25 : null,
        role,
        score_access: scoreAccess,
      });
    }),
  );
  return calls;
}

// 402 billing.insufficient_credits, as applyLedgerChange refuses an invitation without credits.
const noCredits = {
  success: false,
  error: {
    code: 'billing.insufficient_credits',
    message: 'No credits',
    params: { balance: 0, reserved: 2 },
  },
};

const show = (open = true) =>
  renderWithProviders(<CandidatesSection postingId="p1" postingOpen={open} />);

describe('the candidates section', () => {
  it('shows the empty state and the invite actions', async () => {
    listApi([]);
    show();
    expect(await screen.findByText('No candidates yet: invite the first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite candidate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeTruthy();
  });

  it('shows the table, counts per stage, the rates, and filters by stage', async () => {
    const calls = listApi([
      candidate(),
      candidate({ id: 'c2', name: 'Grace Hopper', email: 'grace@example.test', stage: 'started' }),
    ]);
    show();
    const table = await screen.findByRole('table', { name: 'Candidates' });
    expect(within(table).getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Started (1)' }));
    await waitFor(() => expect(calls.at(-1)?.get('stage')).toBe('started'));
    await waitFor(() => expect(within(table).queryByText('Ada Lovelace')).toBeNull());
  });

  it('offers the sort by score with a score column when the caller may see scores', async () => {
    const calls = listApi([
      candidate({ stage: 'in_review', score: 4.13 }),
      candidate({ id: 'c2', name: 'Grace Hopper', email: 'grace@example.test', score: null }),
    ]);
    show();
    const table = await screen.findByRole('table', { name: 'Candidates' });
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeTruthy();
    expect(within(table).getByText('4.13')).toBeTruthy();
    expect(within(table).getByText('–')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: /^Sort/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Score (highest first)' }));
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('score'));
  });

  it('under blind scoring offers no sort by score and no score column', async () => {
    listApi([candidate({ stage: 'in_review' })], 'reviewer', 'none');
    show();
    const table = await screen.findByRole('table', { name: 'Candidates' });
    expect(within(table).queryByRole('columnheader', { name: 'Score' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: /^Sort/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Last change',
      'Name',
      'Invited',
      'Completed',
    ]);
  });

  it('says why some scores are missing when blind scoring waits for the caller’s own scorecard', async () => {
    listApi([candidate({ stage: 'in_review' })], 'reviewer', 'after-submitting');
    show();
    await screen.findByRole('table', { name: 'Candidates' });
    expect(
      screen.getByText(/Scores show for the candidates you have submitted your scorecard for/),
    ).toBeTruthy();
  });

  it('lets a reviewer read without actions', async () => {
    listApi([candidate()], 'reviewer');
    show();
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByRole('button', { name: 'Invite candidate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('shows the server’s error on the invite dialog’s field', async () => {
    listApi([]);
    apiServer.use(
      http.post(BASE, () =>
        HttpResponse.json(
          {
            success: false,
            error: { code: 'validation.invalid', message: 'email: Invalid email', field: 'email' },
          },
          { status: 400 },
        ),
      ),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite candidate' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ada');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('says there are no credits left and links to buying them when an invitation is refused', async () => {
    listApi([]);
    apiServer.use(http.post(BASE, () => HttpResponse.json(noCredits, { status: 402 })));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite candidate' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ada');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'No interview credits left: the balance is 0 (2 held by pending invitations).',
    );
    expect(within(alert).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/recruiter/billing',
    );
  });

  it('links to buying credits when a CSV import is refused for want of them', async () => {
    listApi([]);
    apiServer.use(http.post(`${BASE}/import`, () => HttpResponse.json(noCredits, { status: 402 })));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByLabelText('Or paste the CSV here'),
      'Ada,ada@example.test',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(/No interview credits left/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/recruiter/billing',
    );
  });

  it('offers no billing link for other refusals', async () => {
    listApi([]);
    apiServer.use(
      http.post(BASE, () =>
        HttpResponse.json(
          { success: false, error: { code: 'server.error', message: 'down' } },
          { status: 500 },
        ),
      ),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite candidate' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ada');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await within(dialog).findByRole('alert');
    expect(within(dialog).queryByRole('link', { name: 'Buy credits' })).toBeNull();
  });

  it('previews a CSV with per-row problems, then invites the valid rows', async () => {
    listApi([]);
    const bodies: { csv: string; dry_run: boolean }[] = [];
    const rows = (invited: boolean): ImportResult['rows'] => [
      {
        row: 1,
        name: 'Ada',
        email: 'ada@example.test',
        ok: true,
        problem: null,
        message: null,
        candidate_id: invited ? 'c1' : null,
      },
      {
        row: 2,
        name: 'Bad',
        email: 'nope',
        ok: false,
        problem: 'bad_email',
        message: 'Row 2',
        candidate_id: null,
      },
    ];
    apiServer.use(
      http.post(`${BASE}/import`, async ({ request }) => {
        const body = (await request.json()) as { csv: string; dry_run: boolean };
        bodies.push(body);
        return ok({
          dry_run: body.dry_run,
          rows: rows(!body.dry_run),
          valid: 1,
          invalid: 1,
          invited: body.dry_run ? 0 : 1,
        });
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByLabelText('Or paste the CSV here'),
      'Ada,ada@example.test{enter}Bad,nope',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Not an email address')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite 1 candidate' }));
    expect(await within(dialog).findByText('1 candidate was invited.')).toBeTruthy();
    expect(bodies.map((b) => b.dry_run)).toEqual([true, false]);
  });

  it('revokes after confirmation', async () => {
    listApi([candidate()]);
    let revoked = false;
    apiServer.use(
      http.post(`${BASE}/c1/revoke`, () => {
        revoked = true;
        return ok(candidate({ stage: 'withdrawn' }));
      }),
    );
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of Ada Lovelace' }),
    );
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invitation was revoked.')).toBeTruthy();
    expect(revoked).toBe(true);
  });

  it('tells the history in words, naming the stage a decision led to', async () => {
    const ada = candidate({ stage: 'shortlisted' });
    listApi([ada]);
    apiServer.use(
      http.get(`${BASE}/c1`, () =>
        ok({
          ...ada,
          events: [
            { kind: 'scorecard_submitted', detail: {} },
            { kind: 'decision', detail: { to: 'shortlisted', email: true } },
          ].map((event, i) => ({
            id: `e${i}`,
            actor_name: 'Riley Recruiter',
            created_at: '2026-12-04T12:00:00.000Z',
            ...event,
          })),
        }),
      ),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const history = await screen.findByRole('list', { name: 'History' });
    expect(await within(history).findByText('Scorecard submitted')).toBeTruthy();
    expect(within(history).getByText('Decision: Shortlisted')).toBeTruthy();
  });
});
