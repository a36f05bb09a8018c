import {
  POSTING_SORTS,
  POSTING_STATES,
  type PostingListQuery,
  type PostingSort,
  type PostingState,
} from '@rehearse/contracts/postings';

// The postings list's filters live in the address (?state=&q=&sort=&page=), so a filtered list
// can be bookmarked and Back restores it. Unknown values are ignored.
export type PostingFilters = {
  state?: PostingState;
  q?: string;
  sort: PostingSort;
  // One-based.
  page: number;
};

export const POSTINGS_PAGE_SIZE = 20;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parsePostingFilters(params: URLSearchParams): PostingFilters {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 200);
  return {
    state: oneOf(POSTING_STATES, params.get('state')),
    q: q || undefined,
    sort: oneOf(POSTING_SORTS, params.get('sort')) ?? 'updated',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function postingFiltersToParams(filters: PostingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.q) params.set('q', filters.q);
  if (filters.sort !== 'updated') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const toListQuery = (filters: PostingFilters): PostingListQuery => ({
  ...(filters.state ? { state: filters.state } : {}),
  ...(filters.q ? { search: filters.q } : {}),
  sort: filters.sort,
  page: filters.page,
  pageSize: POSTINGS_PAGE_SIZE,
});
