import type { AdminPostingsQuery } from '@rehearse/contracts/admin-postings';
import { POSTING_STATES, type PostingState } from '@rehearse/contracts/postings';
import { POSTINGS_PAGE_SIZE } from './api/admin-postings.queries';

// The list's organization, state, search and page live in the address
// (?organization=<id>&state=open&search=&page=2), so a view can be linked to and Back restores
// it. Unknown values are ignored.
export type PostingsView = {
  organization?: string;
  state?: PostingState;
  search?: string;
  page: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parsePostingsView(params: URLSearchParams): PostingsView {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim().slice(0, 100);
  const organization = params.get('organization');
  const state = params.get('state');
  return {
    organization: organization && UUID.test(organization) ? organization : undefined,
    state: POSTING_STATES.find((s) => s === state),
    search: search || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function postingsViewToParams(view: PostingsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.organization) params.set('organization', view.organization);
  if (view.state) params.set('state', view.state);
  if (view.search) params.set('search', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export const postingsQueryOf = (view: PostingsView): AdminPostingsQuery => ({
  organization_id: view.organization,
  state: view.state,
  search: view.search,
  sort: 'updated',
  page: view.page,
  page_size: POSTINGS_PAGE_SIZE,
});

export const hasFilters = (view: PostingsView) =>
  Boolean(view.organization || view.state || view.search);
