import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  companyProfileSchema,
  invitationSchema,
  memberSchema,
  type CreateInvitationInput,
  type OrganizationRole,
  type UpdateCompanyProfileInput,
} from '@rehearse/contracts/organizations';
import { userSchema } from '@rehearse/contracts/user';
import { apiClient } from '../../../lib/api-client';
import { uploadLogo } from './upload-logo';

// Company & Team (/recruiter/company): the recruiting organization's profile, members and
// invitations. The server decides who may do what (docs/decisions/041-recruiting-organizations.md);
// the screen only hides what the caller's role cannot do.

const base = '/api/recruiter/organization';
const profileAnswer = successEnvelope(companyProfileSchema);
const membersAnswer = successEnvelope(z.array(memberSchema));
const invitationAnswer = successEnvelope(invitationSchema);

export const companyKeys = {
  all: ['company'] as const,
  profile: () => [...companyKeys.all, 'profile'] as const,
  members: () => [...companyKeys.all, 'members'] as const,
  invitations: () => [...companyKeys.all, 'invitations'] as const,
};

export const companyProfileQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.profile(),
    queryFn: async ({ signal }) => (await apiClient.get(base, profileAnswer, { signal })).data,
  });

export const membersQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.members(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/members`, membersAnswer, { signal })).data,
  });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.invitations(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base}/invitations`, successEnvelope(z.array(invitationSchema)), {
          signal,
        })
      ).data,
  });

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateCompanyProfileInput) =>
      (await apiClient.patch(base, profileAnswer, { body: input })).data,
    onSuccess: (profile) => queryClient.setQueryData(companyKeys.profile(), profile),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(file),
    onSuccess: (profile) => queryClient.setQueryData(companyKeys.profile(), profile),
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.delete(`${base}/logo`, profileAnswer)).data,
    onSuccess: (profile) => queryClient.setQueryData(companyKeys.profile(), profile),
  });
}

// Role changes, removal and transfer answer the member list as it now is.
function useMembersChange<T>(call: (input: T) => Promise<z.output<typeof membersAnswer>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await call(input)).data,
    onSuccess: async (members) => {
      queryClient.setQueryData(companyKeys.members(), members);
      // The caller's own role may have changed (a transfer).
      await queryClient.invalidateQueries({ queryKey: companyKeys.profile() });
    },
  });
}

export const useChangeRole = () =>
  useMembersChange((input: { id: string; role: OrganizationRole }) =>
    apiClient.patch(`${base}/members/${input.id}`, membersAnswer, { body: { role: input.role } }),
  );

export const useRemoveMember = () =>
  useMembersChange((id: string) => apiClient.delete(`${base}/members/${id}`, membersAnswer));

export const useTransferOwnership = () =>
  useMembersChange((id: string) =>
    apiClient.post(`${base}/transfer-ownership`, membersAnswer, { body: { user_id: id } }),
  );

export function useLeaveOrganization() {
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post(`${base}/leave`, successEnvelope(userSchema))).data,
  });
}

function useInvitationChange<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations() }),
  });
}

export const useCreateInvitation = () =>
  useInvitationChange((input: CreateInvitationInput) =>
    apiClient.post(`${base}/invitations`, invitationAnswer, { body: input }),
  );

export const useResendInvitation = () =>
  useInvitationChange((id: string) =>
    apiClient.post(`${base}/invitations/${id}/resend`, invitationAnswer),
  );

export const useRevokeInvitation = () =>
  useInvitationChange((id: string) =>
    apiClient.delete(`${base}/invitations/${id}`, invitationAnswer),
  );
