// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SampleContent } from '@rehearse/contracts/workspace';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sampleContentQueryOptions } from '../api/workspace.queries';
import { SampleContentNotice, SampleContentSection } from './sample-content-notice';

const PATH = '/api/workspace/sample-content';
const counts = (n: number, noticeHidden = false): SampleContent => ({
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
  noticeHidden,
});
const failure = () =>
  HttpResponse.json(
    { success: false, error: { code: 'server.internal', message: 'boom' } },
    { status: 500 },
  );

// The sample-content API, keeping the account's state: GET answers what is left and whether the
// notice is hidden; DELETE answers `removal` and, when it succeeds, leaves nothing; PATCH
// answers `hiding` (after `hidingGate`, when given) and, when it succeeds, stores the choice.
function sampleApi({
  removal = () => HttpResponse.json({ success: true, data: counts(3) }),
  hiding,
  hidingGate,
  noticeHidden = false,
}: {
  removal?: () => Response;
  hiding?: () => Response;
  hidingGate?: Promise<void>;
  noticeHidden?: boolean;
} = {}) {
  let state = counts(3, noticeHidden);
  let deletes = 0;
  const patches: unknown[] = [];
  apiServer.use(
    http.get(PATH, () => HttpResponse.json({ success: true, data: state })),
    http.delete(PATH, () => {
      deletes += 1;
      const answer = removal();
      if (answer.status === 200) state = { ...counts(0), noticeHidden: state.noticeHidden };
      return answer;
    }),
    http.patch(PATH, async ({ request }) => {
      const body = (await request.json()) as { noticeHidden: boolean };
      patches.push(body);
      await hidingGate;
      if (hiding) return hiding();
      state = { ...state, noticeHidden: body.noticeHidden };
      return HttpResponse.json({ success: true, data: state });
    }),
  );
  return { deletes: () => deletes, patches: () => patches };
}

const NOTICE = { name: 'Your apps hold sample content' } as const;
const notice = () => screen.findByRole('region', NOTICE);
// The profile's section shows once the counts are in, whether the notice is hidden or not.
const countsLoaded = () => screen.findByTestId('sample-content-section');
const renderHomeAndProfile = () =>
  renderWithProviders(
    <>
      <SampleContentNotice />
      <SampleContentSection />
    </>,
  );

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
    sampleApi({ removal: failure });
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

  it('hides at once through the API, for the account, and stays hidden on the next visit', async () => {
    let answerHiding = () => {};
    const api = sampleApi({ hidingGate: new Promise((resolve) => (answerHiding = resolve)) });
    const events = userEvent.setup();
    const first = renderHomeAndProfile();
    await events.click(within(await notice()).getByRole('button', { name: 'Hide this notice' }));
    // Gone before the server has answered.
    expect(screen.queryByRole('region', NOTICE)).toBeNull();
    await waitFor(() => expect(api.patches()).toEqual([{ noticeHidden: true }]));
    answerHiding();
    // The profile keeps offering the removal; nothing was removed.
    expect(await countsLoaded()).toBeTruthy();
    expect(api.deletes()).toBe(0);
    first.unmount();

    // A new visit (a fresh cache, as on another device) asks the server, which remembers.
    renderHomeAndProfile();
    await countsLoaded();
    expect(screen.queryByRole('region', NOTICE)).toBeNull();
    // Nothing was kept in the browser.
    expect(localStorage.length).toBe(0);
  });

  it('brings the notice back with the reason when hiding fails', async () => {
    const api = sampleApi({ hiding: failure });
    const events = userEvent.setup();
    renderWithProviders(<SampleContentNotice />);
    await events.click(within(await notice()).getByRole('button', { name: 'Hide this notice' }));
    expect(
      await within(await notice()).findByText(
        'The notice could not be hidden: The server had a problem. Try again in a moment.',
      ),
    ).toBeTruthy();
    expect(api.patches()).toEqual([{ noticeHidden: true }]);
  });

  it('follows the account’s choice only, never the browser’s storage', async () => {
    // What the earlier version kept on the device is ignored: the server says not hidden.
    localStorage.setItem('rehearse.sampleContentNotice.dismissed.u1', '1');
    sampleApi();
    const shown = renderHomeAndProfile();
    expect(await notice()).toBeTruthy();
    shown.unmount();

    sampleApi({ noticeHidden: true });
    renderHomeAndProfile();
    await countsLoaded();
    expect(screen.queryByRole('region', NOTICE)).toBeNull();
  });

  it('shows nothing once nothing sample is left, hidden or not', async () => {
    apiServer.use(http.get(PATH, () => HttpResponse.json({ success: true, data: counts(0) })));
    const { queryClient } = renderWithProviders(<SampleContentNotice />);
    await waitFor(() =>
      expect(queryClient.getQueryData(sampleContentQueryOptions().queryKey)).toBeDefined(),
    );
    expect(screen.queryByRole('region', NOTICE)).toBeNull();
  });
});
