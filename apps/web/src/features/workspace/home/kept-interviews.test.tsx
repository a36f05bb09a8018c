// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { KeptInterview } from '@rehearse/contracts/candidate-interview';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { KeptInterviews } from './kept-interviews';

const LIST = '/api/workspace/interviews';
const item = (overrides: Partial<KeptInterview> = {}): KeptInterview => ({
  candidate_id: '6f1c1d2e-0000-4000-8000-000000000001',
  company_name: 'Northwind Talent',
  posting_title: 'Platform Engineer',
  state: 'in_progress',
  deadline_at: '2026-12-03T10:00:00.000Z',
  kept_at: '2026-11-27T10:00:00.000Z',
  link: '/interview/tok_123',
  ...overrides,
});
const answer = (items: KeptInterview[]) =>
  apiServer.use(http.get(LIST, () => HttpResponse.json({ success: true, data: { items } })));

describe('your interviews on the home page', () => {
  it('lists each kept interview with its state, deadline and a link while it opens', async () => {
    answer([
      item(),
      item({
        candidate_id: '6f1c1d2e-0000-4000-8000-000000000002',
        company_name: 'Globex',
        posting_title: 'Data Analyst',
        state: 'expired',
        link: null,
      }),
    ]);
    renderWithProviders(<KeptInterviews />);
    const section = await screen.findByRole('region', { name: 'Your interviews' });
    const [open, closed] = within(section).getAllByRole('listitem');
    expect(within(open!).getByText('Platform Engineer')).toBeTruthy();
    expect(within(open!).getByText('In progress')).toBeTruthy();
    expect(within(open!).getByText(/Northwind Talent · Deadline: /)).toBeTruthy();
    const link = within(open!).getByRole('link', {
      name: 'Open the interview for Platform Engineer at Northwind Talent',
    });
    expect(link.getAttribute('href')).toBe('/interview/tok_123');
    expect(within(closed!).getByText('Expired')).toBeTruthy();
    expect(within(closed!).queryByRole('link')).toBeNull();
    expect(within(closed!).getByText('This link no longer opens the interview.')).toBeTruthy();
  });

  it('shows nothing when the account keeps no interview', async () => {
    let asked = false;
    apiServer.use(
      http.get(LIST, () => {
        asked = true;
        return HttpResponse.json({ success: true, data: { items: [] } });
      }),
    );
    const { container } = renderWithProviders(<KeptInterviews />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Your interviews' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    apiServer.use(
      http.get(LIST, () =>
        HttpResponse.json(
          { success: false, error: { code: 'request.internal', message: 'Boom' } },
          { status: 500 },
        ),
      ),
    );
    renderWithProviders(<KeptInterviews />);
    expect(await screen.findByText('Your interviews could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
