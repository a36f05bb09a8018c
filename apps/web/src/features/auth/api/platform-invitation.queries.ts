import { queryOptions, useMutation } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  acceptedPlatformInvitationSchema,
  publicPlatformInvitationSchema,
  type AcceptPlatformInvitationInput,
} from '@rehearse/contracts/platform-invitations';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { startSession } from '../../../lib/session/session-store';

// The platform invitation page (/platform-invitation?token=...): what an admin's invitation
// offers and whether it still works, and accepting it as a new account, signed in at once
// (docs/decisions/057-admin-workspace.md, "Accepting a platform invitation").

const path = (token: string) => `/api/platform-invitations/${encodeURIComponent(token)}`;

export const platformInvitationKeys = {
  all: ['platform-invitation'] as const,
  one: (token: string) => [...platformInvitationKeys.all, token] as const,
};

export const platformInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: platformInvitationKeys.one(token),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(path(token), successEnvelope(publicPlatformInvitationSchema), {
          signal,
        })
      ).data,
    staleTime: Infinity,
  });

const accepted = successEnvelope(acceptedPlatformInvitationSchema);

export function useAcceptPlatformInvitation(token: string) {
  return useMutation({
    mutationFn: async (input: AcceptPlatformInvitationInput) => {
      const { data } = await apiClient.post(`${path(token)}/accept`, accepted, {
        body: input,
        skipUnauthorizedHandler: true,
      });
      // A new session clears the query cache; the page, still on screen until the navigation
      // that follows, keeps what it showed rather than fetching an accepted link again.
      const shown = queryClient.getQueryData(platformInvitationKeys.one(token));
      startSession(data.session);
      if (shown) queryClient.setQueryData(platformInvitationKeys.one(token), shown);
      return data;
    },
  });
}
