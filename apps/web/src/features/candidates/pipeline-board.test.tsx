// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CANDIDATE_STAGES,
  type CandidateListItem as Candidate,
} from '@rehearse/contracts/candidates';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { CandidatesSection } from './candidates-section';

afterEach(() => apiServer.events.removeAllListeners());

const BASE = '/api/recruiter/postings/p1';
const ok = (data: unknown) => HttpResponse.json({ success: true, data });

const candidate = (overrides: Partial<Candidate>): Candidate => ({
  id: 'c1',
  posting_id: 'p1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  stage: 'completed',
  deadline_at: '2026-12-10T12:00:00.000Z',
  invited_at: '2026-12-03T12:00:00.000Z',
  last_sent_at: null,
  started_at: '2026-12-04T12:00:00.000Z',
  completed_at: '2026-12-04T13:00:00.000Z',
  revoked_at: null,
  reminder_at: null,
  updated_at: '2026-12-04T13:00:00.000Z',
  score: null,
  ...overrides,
});

// The candidates API over a list the test changes, filtered by stage and paged as the server does.
function serve(items: Candidate[], role: OrganizationRole = 'recruiter') {
  apiServer.use(
    http.get(`${BASE}/candidates`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const stage = params.get('stage');
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 20);
      const shown = items.filter((c) => !stage || c.stage === stage);
      const counts = Object.fromEntries([
        ['all', items.length],
        ...CANDIDATE_STAGES.map((s) => [s, items.filter((c) => c.stage === s).length]),
      ]);
      return ok({
        items: shown.slice((page - 1) * pageSize, page * pageSize),
        total: shown.length,
        page,
        pageSize,
        counts,
        acceptance_rate: null,
        completion_rate: null,
        role,
        score_access: 'all',
      });
    }),
  );
}

// Nine columns with their own requests take a while to render in jsdom.
const slow = { timeout: 5000 };
async function show() {
  const view = renderWithProviders(<CandidatesSection postingId="p1" postingOpen />, {
    url: '/?view=board',
  });
  await screen.findByRole('region', { name: 'Withdrawn' }, slow);
  return view;
}
const column = (name: string) => screen.getByRole('region', { name });

describe('the pipeline board', () => {
  it('shows one column per stage with its count and cards, and pages with "Show more"', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      candidate({ id: `i${i}`, name: `Invitee ${i}`, stage: 'invited', completed_at: null }),
    );
    serve([candidate({}), candidate({ id: 'c2', name: 'Grace Hopper', stage: 'hired' }), ...many]);
    await show();
    expect(await screen.findByRole('button', { name: 'Board', pressed: true })).toBeTruthy();
    for (const stage of ['Invited', 'Started', 'Completed', 'Shortlisted', 'Withdrawn']) {
      expect(column(stage)).toBeTruthy();
    }
    const completed = column('Completed');
    expect(await within(completed).findByLabelText('1 candidate', {}, slow)).toBeTruthy();
    expect(within(completed).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/recruiter/jobs/view-posting/p1/candidates/c1',
    );
    expect(within(column('Hired')).getByText('Grace Hopper')).toBeTruthy();
    const invited = column('Invited');
    expect(await within(invited).findByLabelText('23 candidates')).toBeTruthy();
    expect(within(invited).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(invited).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(invited).getAllByRole('listitem')).toHaveLength(23));
    expect(within(invited).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('moves a candidate with the keyboard through "Move to…", confirmed, and calls the decisions API', async () => {
    const items = [candidate({})];
    serve(items);
    const bodies: unknown[] = [];
    apiServer.use(
      http.post(`${BASE}/decisions`, async ({ request }) => {
        bodies.push(await request.json());
        items[0] = { ...items[0]!, stage: 'shortlisted' };
        return ok({
          results: [{ candidate_id: 'c1', ok: true, stage: 'shortlisted', error: null }],
        });
      }),
    );
    await show();
    const user = userEvent.setup();
    const menuButton = await screen.findByRole('button', { name: 'Move to… Ada Lovelace' }, slow);
    // Only the moves the server allows from "completed".
    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Shortlisted', 'Rejected', 'Hired']);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Advance this candidate?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send the “advance” email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Advance to shortlist' }));
    expect(await screen.findByText('Ada Lovelace moved to Shortlisted.')).toBeTruthy();
    // The closing dialog keeps the board hidden from the accessibility tree until it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(column('Shortlisted')).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(column('Completed')).queryByText('Ada Lovelace')).toBeNull();
    await waitFor(() =>
      expect(within(column('Shortlisted')).getByLabelText('1 candidate')).toBeTruthy(),
    );
    expect(bodies).toEqual([
      { to: 'shortlisted', send_email: false, delay_hours: 0, candidate_ids: ['c1'] },
    ]);
  });

  it('moves the card at once and puts it back with the reason when the server refuses', async () => {
    serve([candidate({})]);
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.post(`${BASE}/decisions`, async () => {
        await answered;
        return ok({
          results: [
            {
              candidate_id: 'c1',
              ok: false,
              stage: 'rejected',
              error: { code: 'decision.not_allowed', message: 'Someone decided first' },
            },
          ],
        });
      }),
    );
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to… Ada Lovelace' }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Hired' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this candidate as hired?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as hired' }));
    // Optimistic: in Hired before the server answers.
    await waitFor(() => expect(within(column('Hired')).getByText('Ada Lovelace')).toBeTruthy());
    expect(within(column('Completed')).queryByText('Ada Lovelace')).toBeNull();
    answer?.();
    expect(
      await screen.findByText(
        'Ada Lovelace was not moved and is back in place: This candidate cannot be moved there from their current stage.',
      ),
    ).toBeTruthy();
    expect(within(column('Completed')).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(column('Hired')).queryByText('Ada Lovelace')).toBeNull();
  });

  it('is read-only for a reviewer', async () => {
    serve([candidate({})], 'reviewer');
    await show();
    expect(await within(column('Completed')).findByText('Ada Lovelace', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Move to… Ada Lovelace/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Ada Lovelace by dragging' })).toBeNull();
  });

  it('switches between table and board in the URL', async () => {
    serve([candidate({})]);
    const { router } = await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('table', { name: 'Candidates' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Board' }));
    expect(await screen.findByRole('region', { name: 'Completed' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=board');
  });
});
