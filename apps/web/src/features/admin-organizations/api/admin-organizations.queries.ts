import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  adminOrganizationDetailSchema,
  adminOrganizationPageSchema,
  type AdminOrganizationDetail,
  type AdminOrganizationsQuery,
  type CreateAdminOrganizationInput,
  type UpdateAdminOrganizationInput,
} from '@rehearse/contracts/admin-organizations';
import { apiClient } from '../../../lib/api-client';

// Organizations as admins manage them (/api/admin/organizations,
// docs/decisions/057-admin-workspace.md): list, read with members, create, edit, suspend, restore.

const base = '/api/admin/organizations';
const detailAnswer = successEnvelope(adminOrganizationDetailSchema);

export const ORGANIZATIONS_PAGE_SIZE = 20;

export const adminOrganizationKeys = {
  all: ['admin-organizations'] as const,
  lists: () => [...adminOrganizationKeys.all, 'list'] as const,
  list: (query: AdminOrganizationsQuery) => [...adminOrganizationKeys.lists(), query] as const,
  detail: (id: string) => [...adminOrganizationKeys.all, 'detail', id] as const,
};

export const adminOrganizationsQueryOptions = (query: AdminOrganizationsQuery) =>
  queryOptions({
    queryKey: adminOrganizationKeys.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(base, successEnvelope(adminOrganizationPageSchema), {
          query: { ...query },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const adminOrganizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrganizationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/${encodeURIComponent(id)}`, detailAnswer, { signal })).data,
  });

// Every change answers the organization as it now is: keep it, and list again.
function useOrganizationChange<T>(call: (input: T) => Promise<AdminOrganizationDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (organization) => {
      queryClient.setQueryData(adminOrganizationKeys.detail(organization.id), organization);
      await queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.lists() });
    },
  });
}

export const useCreateOrganization = () =>
  useOrganizationChange(
    async (input: CreateAdminOrganizationInput) =>
      (await apiClient.post(base, detailAnswer, { body: input })).data,
  );

export const useUpdateOrganization = () =>
  useOrganizationChange(
    async ({ id, patch }: { id: string; patch: UpdateAdminOrganizationInput }) =>
      (
        await apiClient.patch(`${base}/${encodeURIComponent(id)}`, detailAnswer, {
          body: patch,
        })
      ).data,
  );

export const useSuspendOrganization = () =>
  useOrganizationChange(
    async (id: string) =>
      (await apiClient.post(`${base}/${encodeURIComponent(id)}/suspend`, detailAnswer)).data,
  );

export const useRestoreOrganization = () =>
  useOrganizationChange(
    async (id: string) =>
      (await apiClient.post(`${base}/${encodeURIComponent(id)}/restore`, detailAnswer)).data,
  );
