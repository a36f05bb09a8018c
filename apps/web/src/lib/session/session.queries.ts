import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { organizationSchema } from '@rehearse/contracts/organizations';
import { userSchema, type UpdateUserInput, type User } from '@rehearse/contracts/user';
import { apiClient } from '../api-client';
import { isRecruiter } from './is-recruiter';
import { organizationPath } from '../shell-paths';
import { sessionKeys } from './session-keys';

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: ({ signal }) => apiClient.get('/api/common/user', userSchema, { signal }),
    staleTime: 5 * 60_000,
  });

const organizationEnvelope = successEnvelope(organizationSchema);

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: sessionKeys.organization(organizationId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(organizationPath(organizationId), organizationEnvelope, { signal }))
        .data,
    staleTime: 5 * 60_000,
  });

// Any failure of the organization lookup means "not a recruiter".
export const isRecruiterQueryOptions = (user: User) =>
  queryOptions({
    queryKey: sessionKeys.isRecruiter(user),
    queryFn: async ({ client }) => {
      if (isRecruiter(user.roles, null)) return true;
      const organizationId = user.metadata.organization_id;
      if (!organizationId) return false;
      try {
        const organization = await client.fetchQuery(organizationQueryOptions(organizationId));
        return isRecruiter(user.roles, organization.organization_type);
      } catch (error) {
        console.error('Organization lookup failed; treating the user as not a recruiter', error);
        return false;
      }
    },
    staleTime: Infinity,
  });

export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateUserInput['user']) =>
      apiClient.patch('/api/common/user', userSchema, { body: { user: changes } }),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.currentUser(), user);
    },
  });
}
