import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  platformInvitationPageSchema,
  platformInvitationSchema,
  type CreatePlatformInvitationInput,
  type PlatformInvitation,
} from '@rehearse/contracts/admin-invitations';
import { adminOrganizationPageSchema } from '@rehearse/contracts/admin-organizations';
import { apiClient } from '../../../lib/api-client';

// Invitations admins send to join Rehearse (/api/admin/invitations,
// docs/decisions/057-admin-workspace.md), and the recruiting organizations a recruiter joins.

export const INVITATIONS_PAGE_SIZE = 20;
type Status = PlatformInvitation['status'];

const base = '/api/admin/invitations';
const one = successEnvelope(platformInvitationSchema);

export const adminInvitationKeys = {
  all: ['admin-invitations'] as const,
  page: (status: Status | undefined, page: number) =>
    [...adminInvitationKeys.all, status ?? 'all', page] as const,
  organizations: (search: string) => ['admin-invitations', 'organizations', search] as const,
};

export const adminInvitationsQueryOptions = (status: Status | undefined, page: number) =>
  queryOptions({
    queryKey: adminInvitationKeys.page(status, page),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(base, successEnvelope(platformInvitationPageSchema), {
          query: { status, page, page_size: INVITATIONS_PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

// Recruiting organizations whose name matches, for the recruiter's organization picker.
export const recruitingOrganizationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminInvitationKeys.organizations(search),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          '/api/admin/organizations',
          successEnvelope(adminOrganizationPageSchema),
          {
            query: { type: 'recruiting', search: search || undefined, page_size: 20 },
            signal,
          },
        )
      ).data.organizations,
    placeholderData: keepPreviousData,
  });

function useInvitationChange<T>(call: (input: T) => Promise<{ data: PlatformInvitation }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await call(input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInvitationKeys.all }),
  });
}

export const useCreatePlatformInvitation = () =>
  useInvitationChange((input: CreatePlatformInvitationInput) =>
    apiClient.post(base, one, { body: input }),
  );

export const useResendPlatformInvitation = () =>
  useInvitationChange((id: string) =>
    apiClient.post(`${base}/${encodeURIComponent(id)}/resend`, one),
  );

export const useRevokePlatformInvitation = () =>
  useInvitationChange((id: string) =>
    apiClient.post(`${base}/${encodeURIComponent(id)}/revoke`, one),
  );
