// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@rehearse/contracts/user';
import type { SampleContent } from '@rehearse/contracts/workspace';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SampleContentNotice } from './sample-content-notice';

const PATH = '/api/workspace/sample-content';
const counts = (n: number): SampleContent => ({
  areas: {
    mailbox: n,
    contacts: n,
    notes: n,
    tasks: n,
    scrumboard: n,
    fileManager: n,
    inventory: n,
    dashboards: n,
  },
  total: 8 * n,
});
const user: User = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.test',
  avatar: null,
  status: 'online',
  roles: [],
  metadata: { organization_id: null },
};

// The sample-content API: GET answers what is left; DELETE answers `removal` and, when it
// succeeds, leaves nothing.
function sampleApi(
  removal: () => Response = () => HttpResponse.json({ success: true, data: counts(3) }),
) {
  let left = counts(3);
  let deletes = 0;
  apiServer.use(
    http.get(PATH, () => HttpResponse.json({ success: true, data: left })),
    http.delete(PATH, () => {
      deletes += 1;
      const answer = removal();
      if (answer.status === 200) left = counts(0);
      return answer;
    }),
    http.get('/api/common/user', () => HttpResponse.json(user)),
  );
  return { deletes: () => deletes };
}

const notice = () => screen.findByRole('region', { name: 'Your apps hold sample content' });

describe('SampleContentNotice', () => {
  beforeEach(() => localStorage.clear());

  it('removes the sample content after confirming, says so, and goes away', async () => {
    const api = sampleApi();
    const events = userEvent.setup();
    renderWithProviders(<SampleContentNotice />);
    await events.click(
      within(await notice()).getByRole('button', { name: 'Remove sample content' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove sample content?' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Sample content removed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your apps hold sample content' })).toBeNull(),
    );
    expect(api.deletes()).toBe(1);
  });

  it('removes nothing when the confirmation is cancelled', async () => {
    const api = sampleApi();
    const events = userEvent.setup();
    renderWithProviders(<SampleContentNotice />);
    await events.click(
      within(await notice()).getByRole('button', { name: 'Remove sample content' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove sample content?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await notice()).toBeTruthy();
    expect(api.deletes()).toBe(0);
  });

  it('shows a failure in the user’s words and keeps the notice', async () => {
    sampleApi(() =>
      HttpResponse.json(
        { success: false, error: { code: 'server.internal', message: 'boom' } },
        { status: 500 },
      ),
    );
    const events = userEvent.setup();
    renderWithProviders(<SampleContentNotice />);
    await events.click(
      within(await notice()).getByRole('button', { name: 'Remove sample content' }),
    );
    await events.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(
      await within(await notice()).findByText(/The sample content could not be removed/),
    ).toBeTruthy();
  });

  it('hides for good on this device when dismissed, and not at all once nothing is left', async () => {
    sampleApi();
    const events = userEvent.setup();
    const first = renderWithProviders(<SampleContentNotice />);
    await events.click(within(await notice()).getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByRole('region', { name: 'Your apps hold sample content' })).toBeNull();
    first.unmount();
    renderWithProviders(<SampleContentNotice />);
    await waitFor(() => expect(localStorage.length).toBe(1));
    expect(screen.queryByRole('region', { name: 'Your apps hold sample content' })).toBeNull();
  });
});
