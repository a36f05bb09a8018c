import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { auditLogPageSchema, type AuditLogQuery } from '@rehearse/contracts/admin-audit-log';
import { adminOrganizationPageSchema } from '@rehearse/contracts/admin-organizations';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { apiClient } from '../../../lib/api-client';

// The audit log (GET /api/admin/audit-log, docs/decisions/057-admin-workspace.md), and the
// organizations its filter offers (GET /api/admin/organizations).

export const AUDIT_PAGE_SIZE = 20;

export const auditLogKeys = {
  all: ['admin-audit-log'] as const,
  page: (query: AuditLogQuery) => [...auditLogKeys.all, query] as const,
  organizations: (search: string) => [...auditLogKeys.all, 'organizations', search] as const,
  organization: (id: string) => [...auditLogKeys.all, 'organization', id] as const,
};

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: auditLogKeys.page(query),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/admin/audit-log', successEnvelope(auditLogPageSchema), {
          query: { ...query },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const organizationOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: auditLogKeys.organizations(search),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          '/api/admin/organizations',
          successEnvelope(adminOrganizationPageSchema),
          {
            query: { search: search || undefined, page: 1, page_size: 10 },
            signal,
          },
        )
      ).data.organizations.map(({ id, name }) => ({ id, name })),
    placeholderData: keepPreviousData,
  });

// The filtered organization's name, for a deep link.
export const organizationNameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: auditLogKeys.organization(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `/api/admin/organizations/${encodeURIComponent(id)}`,
          successEnvelope(z.object({ id: z.string(), name: z.string() })),
          { signal },
        )
      ).data,
    staleTime: Infinity,
  });
