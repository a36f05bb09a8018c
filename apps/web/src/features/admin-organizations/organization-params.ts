import {
  ORGANIZATION_STATUSES,
  type AdminOrganizationsQuery,
} from '@rehearse/contracts/admin-organizations';
import { ORGANIZATION_TYPES } from '@rehearse/contracts/organizations';
import { ORGANIZATIONS_PAGE_SIZE } from './api/admin-organizations.queries';

// The list's search, filters, page and the open organization live in the address
// (?search=&type=&status=&page=2&organization=<id>), so a view can be linked to and Back
// restores it. Unknown values are ignored.
export type OrganizationsView = {
  search?: string;
  type?: (typeof ORGANIZATION_TYPES)[number];
  status?: (typeof ORGANIZATION_STATUSES)[number];
  page: number;
  organization?: string;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseOrganizationsView(params: URLSearchParams): OrganizationsView {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim().slice(0, 100);
  return {
    search: search || undefined,
    type: oneOf(ORGANIZATION_TYPES, params.get('type')),
    status: oneOf(ORGANIZATION_STATUSES, params.get('status')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    organization: params.get('organization') || undefined,
  };
}

export function organizationsViewToParams(view: OrganizationsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.type) params.set('type', view.type);
  if (view.status) params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.organization) params.set('organization', view.organization);
  return params;
}

export const organizationsQueryOf = (view: OrganizationsView): AdminOrganizationsQuery => ({
  search: view.search,
  type: view.type,
  status: view.status,
  page: view.page,
  page_size: ORGANIZATIONS_PAGE_SIZE,
});

export const hasFilters = (view: OrganizationsView) =>
  Boolean(view.search || view.type || view.status);
