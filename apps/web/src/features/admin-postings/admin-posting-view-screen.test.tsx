// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { adminPostingsApi, posting } from './admin-postings-test-data';
import { AdminPostingViewScreen } from './admin-posting-view-screen';

describe('Admin posting view', () => {
  it('shows the posting with Edit and closes it after asking', async () => {
    const { calls } = adminPostingsApi();
    renderWithProviders(<AdminPostingViewScreen postingId="p1" />, {
      url: '/admin/jobs/view-posting/p1',
    });
    expect(await screen.findByRole('heading', { name: 'Senior Frontend Engineer' })).toBeTruthy();
    expect(screen.getByText('Tell us about a feature you shipped.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/admin/jobs/edit-posting/p1',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // The confirmation dialog's own Close.
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/postings/p1/state',
      body: { state: 'closed' },
    });
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('explains, instead of offering Open, a draft without questions', async () => {
    const { details } = adminPostingsApi();
    details.set('p2', posting({ id: 'p2', state: 'draft', questions: [], opened_at: null }));
    renderWithProviders(<AdminPostingViewScreen postingId="p2" />, {
      url: '/admin/jobs/view-posting/p2',
    });
    expect(await screen.findByText(/opens once its organization's recruiters add/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('shows an error with Retry for a posting that cannot be loaded', async () => {
    adminPostingsApi();
    renderWithProviders(<AdminPostingViewScreen postingId="missing" />, {
      url: '/admin/jobs/view-posting/missing',
    });
    expect(await screen.findByText('The posting could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
