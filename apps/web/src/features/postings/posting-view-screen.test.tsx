// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Posting } from '@rehearse/contracts/postings';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { PostingViewScreen } from './posting-view-screen';
import { BASE, failure, ok, posting, recordCalls } from './postings-test-data';

afterEach(() => {
  apiServer.events.removeAllListeners();
  vi.restoreAllMocks();
});

function viewApi(data: Posting) {
  apiServer.use(
    http.get(`${BASE}/:id`, () => ok(data)),
    http.post(`${BASE}/:id/state`, async ({ request }) => {
      const { state } = (await request.json()) as { state: Posting['state'] };
      return ok({ ...data, state });
    }),
  );
}

const show = () =>
  renderWithProviders(<PostingViewScreen postingId="p1" />, {
    url: '/recruiter/jobs/view-posting/p1',
  });

describe('a posting’s page', () => {
  it('shows the posting, its plan with criteria, rubric, team and salary', async () => {
    viewApi(posting());
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' }),
    ).toBeTruthy();
    expect(screen.getByText('Engineering · Amsterdam · Hybrid · Full-time')).toBeTruthy();
    expect(screen.getByText('Tell us about a feature you shipped.')).toBeTruthy();
    expect(screen.getByText('Video · 30 s to think · 180 s to answer · 2 takes')).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Interview plan' });
    expect(within(plan).getByText('Problem solving')).toBeTruthy();
    expect(within(plan).getByText('Welcome!')).toBeTruthy();
    expect(
      within(plan).getByText('Candidates answer within 7 days of their invitation.'),
    ).toBeTruthy();
    expect(screen.getByText('Engineering scorecard')).toBeTruthy();
    expect(screen.getByText('Victor Reviewer')).toBeTruthy();
    expect(screen.getByText('€70,000 – €90,000 per year')).toBeTruthy();
    expect(screen.getByText('Frontend developer')).toBeTruthy();
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText('web app').tagName).toBe('STRONG');
  });

  it('never runs a description’s script: it is sanitised again in the browser', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    viewApi(
      posting({
        description_html:
          '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
          '<a href="javascript:alert(3)">click</a><a href="https://example.com">site</a>',
      }),
    );
    show();
    const description = await screen.findByRole('region', { name: 'Description' });
    expect(within(description).getByText('Hello')).toBeTruthy();
    expect(description.querySelector('img, script, [onerror]')).toBeNull();
    expect(within(description).getByText('click').getAttribute('href')).toBeNull();
    const link = within(description).getByRole('link', { name: 'site' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(alert).not.toHaveBeenCalled();
  });

  it('gives editors Edit and the allowed state changes; archiving asks first', async () => {
    const calls = recordCalls();
    viewApi(posting({ state: 'closed' }));
    show();
    await screen.findByRole('heading', { level: 1 });
    const buttons = screen
      .getAllByRole('button')
      .concat(screen.getAllByRole('link', { name: 'Edit' }))
      .map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Edit', 'Reopen', 'Archive', 'Duplicate']));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this posting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `${BASE}/p1/state`,
        body: { state: 'archived' },
      }),
    );
  });

  it('shows reviewers the posting only: no edit or state buttons', async () => {
    viewApi(posting({ role: 'reviewer', state: 'open' }));
    show();
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText(
        'You can view this posting. Owners and recruiters edit it and change its state.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
  });

  it('says when a posting is not found', async () => {
    apiServer.use(
      http.get(`${BASE}/:id`, () => failure(404, { code: 'request.not_found', message: 'x' })),
    );
    show();
    expect(await screen.findByText('The posting could not be loaded')).toBeTruthy();
    expect(screen.getByText('We could not find what you asked for.')).toBeTruthy();
  });
});
