// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { PostingSummary } from '@rehearse/contracts/postings';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { PostingsListScreen } from './postings-list-screen';
import { BASE, failure, list, ok, posting, recordCalls, summary } from './postings-test-data';

afterEach(() => apiServer.events.removeAllListeners());

const postings: PostingSummary[] = [
  summary(),
  summary({
    id: 'p2',
    title: 'Customer Support Lead',
    department: 'Customer Success',
    location: null,
    workplace_type: 'remote',
    state: 'draft',
    question_count: 1,
  }),
  summary({ id: 'p3', title: 'Data Analyst', state: 'closed', question_count: 2 }),
];

function listApi(role: OrganizationRole = 'owner', items = postings) {
  apiServer.use(
    http.get(BASE, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const state = params.get('state');
      const search = params.get('search')?.toLowerCase();
      const matching = items.filter((p) => !search || p.title.toLowerCase().includes(search));
      const shown = matching.filter((p) => !state || p.state === state);
      return ok({ ...list(matching, role), items: shown, total: shown.length });
    }),
  );
}

const show = (url = '/recruiter/postings') => renderWithProviders(<PostingsListScreen />, { url });

describe('Job Postings list', () => {
  it('shows each posting with its state, where, questions and counts per state', async () => {
    listApi();
    show();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: 'Senior Frontend Engineer' }).getAttribute('href')).toBe(
      '/recruiter/jobs/view-posting/p1',
    );
    expect(first.getByText('Open')).toBeTruthy();
    expect(first.getByText('Engineering · Amsterdam · Hybrid')).toBeTruthy();
    expect(first.getByText(/3 questions · updated/)).toBeTruthy();
    expect(within(rows[1]).getByText('Customer Success · Remote')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Drafts (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Archived (0)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 postings');
    expect(screen.getByRole('link', { name: 'New posting' }).getAttribute('href')).toBe(
      '/recruiter/jobs/new-posting',
    );
  });

  it('filters by state and searches as you type, keeping both in the address', async () => {
    const calls = recordCalls();
    listApi();
    const { router } = show();
    await screen.findAllByRole('listitem');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Drafts (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=draft'));
    expect(await screen.findByText('Customer Support Lead')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: 'All (3)' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'data');
    await waitFor(() => expect(router.state.location.search).toBe('?q=data'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Data Analyst')).toBeTruthy();
    // One request for the whole word, not one per key.
    const searches = calls.filter((c) => c.path === BASE && c.query.includes('search='));
    expect(searches.map((c) => new URLSearchParams(c.query).get('search'))).toEqual(['data']);
  });

  it('reads the filters from the address', async () => {
    const calls = recordCalls();
    listApi();
    show('/recruiter/postings?state=closed&sort=title&page=2&q=an');
    await screen.findByRole('tab', { name: /Closed/, selected: true });
    await waitFor(() => expect(calls.some((c) => c.path === BASE)).toBe(true));
    const query = new URLSearchParams(calls.find((c) => c.path === BASE)!.query);
    expect(Object.fromEntries(query)).toEqual({
      state: 'closed',
      search: 'an',
      sort: 'title',
      page: '2',
      pageSize: '20',
    });
  });

  it('offers only the state changes a posting allows, and deletes a draft after asking', async () => {
    const calls = recordCalls();
    listApi();
    apiServer.use(
      http.post(`${BASE}/:id/state`, () => ok(posting({ id: 'p1', state: 'closed' }))),
      http.delete(`${BASE}/:id`, ({ params }) => ok({ id: params.id })),
    );
    show();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'More actions for Senior Frontend Engineer' }),
    );
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Close', 'Duplicate']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Close' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `${BASE}/p1/state`,
        body: { state: 'closed' },
      }),
    );

    await user.click(
      screen.getByRole('button', { name: 'More actions for Customer Support Lead' }),
    );
    const draftMenu = screen.getByRole('menu');
    expect(
      within(draftMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Open', 'Duplicate', 'Delete']);
    await user.click(within(draftMenu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${BASE}/p2`));
  });

  it('says why a state change was refused', async () => {
    listApi('owner', [
      summary({ id: 'p2', title: 'Empty draft', state: 'draft', question_count: 0 }),
    ]);
    apiServer.use(
      http.post(`${BASE}/:id/state`, () =>
        failure(409, { code: 'posting.no_questions', message: 'x', field: 'questions' }),
      ),
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions for Empty draft' }));
    await user.click(screen.getByRole('menuitem', { name: 'Open' }));
    expect(
      await screen.findByText('Add at least one interview question before opening the posting.'),
    ).toBeTruthy();

    // Someone else changed it first: the answer names both states, in words.
    apiServer.use(
      http.post(`${BASE}/:id/state`, () =>
        failure(409, {
          code: 'posting.invalid_transition',
          message: 'x',
          field: 'state',
          params: { from: 'archived', to: 'open' },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'More actions for Empty draft' }));
    await user.click(screen.getByRole('menuitem', { name: 'Open' }));
    expect(await screen.findByText('A posting cannot go from archived to open.')).toBeTruthy();
  });

  it('shows reviewers the postings without edit or state actions', async () => {
    listApi('reviewer');
    show();
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('link', { name: 'New posting' })).toBeNull();
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('invites the first posting when there are none', async () => {
    listApi('owner', []);
    show();
    expect(await screen.findByRole('heading', { name: 'Create your first posting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a posting' }).getAttribute('href')).toBe(
      '/recruiter/jobs/new-posting',
    );
  });

  it('offers to clear a search that matches nothing', async () => {
    listApi();
    const { router } = show('/recruiter/postings?q=zzz');
    expect(await screen.findByText('No postings match')).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Clear the search and state' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });

  it('offers Retry when the list cannot load', async () => {
    let calls = 0;
    apiServer.use(
      http.get(BASE, () => {
        calls += 1;
        return calls === 1
          ? failure(500, { code: 'server.internal', message: 'x' })
          : ok(list(postings));
      }),
    );
    show();
    expect(await screen.findByText('The postings could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});
