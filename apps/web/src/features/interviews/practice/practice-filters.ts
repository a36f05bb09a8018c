import {
  COMPETENCIES,
  OPEN_CATEGORIES,
  ROLES,
  type Competency,
  type Role,
} from '@rehearse/contracts/question-bank';
import type { PracticeCategory } from '../api/practice.queries';

// The question list's filters live in the address (?role=&competency=&category=&q=&page=), so
// a filtered list can be bookmarked and Back restores it. Unknown values are ignored.
export type ListFilters = {
  role?: Role;
  competency?: Competency;
  category?: PracticeCategory;
  q?: string;
  // One-based.
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseListFilters(params: URLSearchParams): ListFilters {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 200);
  return {
    role: oneOf(ROLES, params.get('role')),
    competency: oneOf(COMPETENCIES, params.get('competency')),
    category: oneOf(OPEN_CATEGORIES, params.get('category')),
    q: q || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function listFiltersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.role) params.set('role', filters.role);
  if (filters.competency) params.set('competency', filters.competency);
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasFilters = (filters: ListFilters) =>
  Boolean(filters.role || filters.competency || filters.category || filters.q);
