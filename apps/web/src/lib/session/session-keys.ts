import type { User } from '@rehearse/contracts/user';

// The session's query keys, apart from the queries (session.queries.ts) so that the session store,
// which the sign-in page loads, does not bring their schemas (and zod) along.
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
  organization: (organizationId: string) =>
    [...sessionKeys.all, 'organization', organizationId] as const,
  organizationRole: () => [...sessionKeys.all, 'organization-role'] as const,
  // The caller's organization's subscription (post-login-flow.ts, the billing screen).
  subscription: () => [...sessionKeys.all, 'subscription'] as const,
  isRecruiter: (user: User) =>
    [
      ...sessionKeys.all,
      'is-recruiter',
      user.id,
      user.metadata.organization_id,
      [...user.roles].sort().join(','),
    ] as const,
};
