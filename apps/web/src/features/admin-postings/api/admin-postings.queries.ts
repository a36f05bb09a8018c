import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrganizationDetailSchema,
  adminOrganizationPageSchema,
} from '@rehearse/contracts/admin-organizations';
import {
  adminPostingPageSchema,
  type AdminCreatePostingInput,
  type AdminPostingsQuery,
} from '@rehearse/contracts/admin-postings';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  postingSchema,
  type Posting,
  type PostingState,
  type UpdatePostingInput,
} from '@rehearse/contracts/postings';
import { apiClient } from '../../../lib/api-client';

// Every organization's postings for admins (/api/admin/postings,
// docs/decisions/057-admin-workspace.md): list, read, create on an organization's behalf, edit,
// and the state changes the recruiters may make. The recruiting organizations for the picker come
// from /api/admin/organizations.

const base = '/api/admin/postings';
const postingAnswer = successEnvelope(postingSchema);

export const POSTINGS_PAGE_SIZE = 20;
export const ORGANIZATION_CHOICES = 20;

export const adminPostingKeys = {
  all: ['admin-postings'] as const,
  lists: () => [...adminPostingKeys.all, 'list'] as const,
  list: (query: AdminPostingsQuery) => [...adminPostingKeys.lists(), query] as const,
  detail: (id: string) => [...adminPostingKeys.all, 'detail', id] as const,
  organizations: (search: string) => [...adminPostingKeys.all, 'organizations', search] as const,
};

export const adminPostingsQueryOptions = (query: AdminPostingsQuery) =>
  queryOptions({
    queryKey: adminPostingKeys.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(base, successEnvelope(adminPostingPageSchema), {
          query: { ...query },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const adminPostingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminPostingKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/${encodeURIComponent(id)}`, postingAnswer, { signal })).data,
  });

// Recruiting organizations whose name matches, for the organization picker.
export const recruitingOrganizationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminPostingKeys.organizations(search),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          '/api/admin/organizations',
          successEnvelope(adminOrganizationPageSchema),
          {
            query: {
              type: 'recruiting',
              search: search || undefined,
              page: 1,
              page_size: ORGANIZATION_CHOICES,
            },
            signal,
          },
        )
      ).data.organizations,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

// Every change answers the posting as it now is: keep it, and list again.
function usePostingChange<T>(call: (input: T) => Promise<Posting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (posting) => {
      queryClient.setQueryData(adminPostingKeys.detail(posting.id), posting);
      await queryClient.invalidateQueries({ queryKey: adminPostingKeys.lists() });
    },
  });
}

export const useCreateAdminPosting = () =>
  usePostingChange(
    async (input: AdminCreatePostingInput) =>
      (await apiClient.post(base, postingAnswer, { body: input })).data,
  );

export const useUpdateAdminPosting = () =>
  usePostingChange(
    async ({ id, input }: { id: string; input: UpdatePostingInput }) =>
      (await apiClient.patch(`${base}/${encodeURIComponent(id)}`, postingAnswer, { body: input }))
        .data,
  );

export const useChangeAdminPostingState = () =>
  usePostingChange(
    async ({ id, state }: { id: string; state: PostingState }) =>
      (
        await apiClient.post(`${base}/${encodeURIComponent(id)}/state`, postingAnswer, {
          body: { state },
        })
      ).data,
  );

// One organization's name, for the picker showing a choice made elsewhere (the address).
export const organizationNameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPostingKeys.all, 'organization', id] as const,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(
        `/api/admin/organizations/${encodeURIComponent(id)}`,
        successEnvelope(adminOrganizationDetailSchema),
        { signal },
      );
      return { id: data.id, name: data.name };
    },
    staleTime: 60_000,
  });
