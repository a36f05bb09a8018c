import {
  COMPETENCIES,
  ROLES,
  SKILLS,
  type Competency,
  type Role,
  type Skill,
} from '@rehearse/contracts/question-bank';
import {
  LIBRARY_SEARCH_MAX_LENGTH,
  LIBRARY_SORTS,
  type LibraryQuery,
  type LibrarySource,
} from '@rehearse/contracts/question-library';

// The library's tab, search, filters, sort and page live in the address
// (?tab=bank&search=&competency=&skill=&role=&sort=prompt&page=2), so a view can be linked to
// and Back restores it. Unknown values are ignored.
export type LibraryView = {
  tab: LibrarySource;
  search?: string;
  competency?: Competency;
  skill?: Skill;
  role?: Role;
  sort: LibraryQuery['sort'];
  // One-based, as shown.
  page: number;
};

export const LIBRARY_PAGE_SIZE = 20;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseLibraryView(params: URLSearchParams): LibraryView {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim().slice(0, LIBRARY_SEARCH_MAX_LENGTH);
  return {
    tab: params.get('tab') === 'bank' ? 'bank' : 'organization',
    search: search || undefined,
    competency: oneOf(COMPETENCIES, params.get('competency')),
    skill: oneOf(SKILLS, params.get('skill')),
    role: oneOf(ROLES, params.get('role')),
    sort: oneOf(LIBRARY_SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function libraryViewToParams(view: LibraryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab === 'bank') params.set('tab', 'bank');
  if (view.search) params.set('search', view.search);
  if (view.competency) params.set('competency', view.competency);
  if (view.skill) params.set('skill', view.skill);
  if (view.role) params.set('role', view.role);
  if (view.sort !== 'newest') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export const libraryQueryOf = (view: LibraryView): LibraryQuery => ({
  source: view.tab,
  search: view.search,
  competency: view.competency,
  skill: view.skill,
  role: view.role,
  sort: view.sort,
  page: view.page - 1,
  pageSize: LIBRARY_PAGE_SIZE,
});

export const hasFilters = (view: LibraryView) =>
  Boolean(view.search || view.competency || view.skill || view.role);
