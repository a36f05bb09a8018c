import { queryOptions, useQuery } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { companyProfileSchema, type OrganizationRole } from '@rehearse/contracts/organizations';
import { apiClient } from '../api-client';
import { sessionKeys } from './session-keys';

// The caller's role in their recruiting organization (docs/decisions/041-recruiting-organizations.md),
// for screens that offer editing to owners and recruiters only. A display hint: the server
// refuses a reviewer's edit whatever the screen shows.
export const organizationRoleQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.organizationRole(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/recruiter/organization', successEnvelope(companyProfileSchema), {
          signal,
        })
      ).data.role,
    staleTime: 5 * 60_000,
  });

export const canEdit = (role: OrganizationRole | undefined) =>
  role === 'owner' || role === 'recruiter';

// Whether the caller may edit: undefined while the role loads (so a screen shows neither an
// editor's nor a reader's controls yet), false when it cannot be read.
export function useCanEditOrganization(): boolean | undefined {
  const role = useQuery(organizationRoleQueryOptions());
  return role.isPending ? undefined : canEdit(role.data);
}
