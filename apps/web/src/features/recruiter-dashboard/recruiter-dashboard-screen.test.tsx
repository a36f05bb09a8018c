// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RecruiterDashboard } from '@rehearse/contracts/recruiter-dashboard';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { RecruiterDashboardScreen } from './recruiter-dashboard-screen';

const stages = {
  invited: 4,
  started: 1,
  completed: 2,
  in_review: 1,
  shortlisted: 1,
  rejected: 1,
  hired: 0,
  expired: 0,
  withdrawn: 1,
};
const view: RecruiterDashboard = {
  open_postings: [
    { id: 'p1', title: 'Backend Engineer', stages, invited: 10, completion_rate: 0.5 },
  ],
  open_postings_total: 1,
  awaiting_review: [
    {
      candidate_id: 'c1',
      posting_id: 'p1',
      posting_title: 'Backend Engineer',
      name: 'Ada Lovelace',
      stage: 'completed',
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  awaiting_review_total: 3,
  my_drafts: [],
  my_drafts_total: 0,
  completion_rate: 0.5,
  median_hours_to_complete: 30,
  median_hours_to_decide: 72,
  weekly: Array.from({ length: 12 }, (_, i) => ({
    week_start: `2026-09-${String(7 + i).padStart(2, '0')}`,
    invited: i,
    completed: 1,
    decided: 0,
  })),
};

const show = () =>
  renderWithProviders(<RecruiterDashboardScreen />, { url: '/recruiter/dashboard' });

describe('the recruiter dashboard', () => {
  it('shows the figures, what awaits review with links, funnels and the weeks', async () => {
    apiServer.use(
      http.get('/api/recruiter/dashboard', () => HttpResponse.json({ success: true, data: view })),
    );
    show();
    expect(await screen.findByText('Awaiting your review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/recruiter/jobs/view-posting/p1/candidates/c1',
    );
    expect(screen.getByText('and 2 more')).toBeTruthy();
    expect(screen.getByText('30 hours')).toBeTruthy();
    expect(screen.getByText('3 days')).toBeTruthy();
    expect(screen.getAllByText('50%').length).toBeGreaterThan(0);
    expect(
      screen.getByText('10 invited · 5 finished (50%) · 1 shortlisted · 0 hired'),
    ).toBeTruthy();
    expect(screen.getByText('66 invited, 12 finished, 0 decided.')).toBeTruthy();
    expect(screen.getByText('No drafts: every scorecard you started is submitted.')).toBeTruthy();
  });

  it('shows an error with a retry when it cannot load', async () => {
    apiServer.use(
      http.get('/api/recruiter/dashboard', () =>
        HttpResponse.json(
          { success: false, error: { code: 'server.error', message: 'down' } },
          { status: 500 },
        ),
      ),
    );
    show();
    expect(await screen.findByText('The dashboard could not be loaded')).toBeTruthy();
  });
});
