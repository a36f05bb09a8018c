import { queryOptions, useMutation } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  acceptedInvitationSchema,
  publicInvitationSchema,
} from '@rehearse/contracts/organizations';
import { authResponseSchema, type AuthResponse } from '@rehearse/contracts/user';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { startSession } from '../../../lib/session/session-store';

// The invitation page (/invitation?token=...): what the link offers, and accepting it as a new
// account or, after signing in with the password, as the invited account
// (docs/decisions/041-recruiting-organizations.md).

const path = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const invitationKeys = {
  all: ['invitation'] as const,
  one: (token: string) => [...invitationKeys.all, token] as const,
};

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.one(token),
    queryFn: async ({ signal }) =>
      (await apiClient.get(path(token), successEnvelope(publicInvitationSchema), { signal })).data,
    staleTime: Infinity,
  });

const accepted = successEnvelope(acceptedInvitationSchema);

// A new session clears the query cache, and the invitation page, still on screen until the
// navigation that follows, would fetch its invitation again: a used link, so a 404 and a flash
// of "cannot be used". The page keeps what it showed instead.
function startSessionOnInvitation(token: string, session: AuthResponse) {
  const shown = queryClient.getQueryData(invitationKeys.one(token));
  startSession(session);
  if (shown) queryClient.setQueryData(invitationKeys.one(token), shown);
}

export function useAcceptAsNewAccount(token: string) {
  return useMutation({
    mutationFn: async (input: { name: string; password: string }) => {
      const { data } = await apiClient.post(`${path(token)}/accept`, accepted, {
        body: input,
        skipUnauthorizedHandler: true,
      });
      if (data.session) startSessionOnInvitation(token, data.session);
      return data;
    },
  });
}

// Signs in as the invited account, then accepts with that session.
export function useAcceptAsExistingAccount(token: string) {
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      const session = await apiClient.post('/api/auth/sign-in', authResponseSchema, {
        body: input,
        skipUnauthorizedHandler: true,
      });
      startSessionOnInvitation(token, session);
      const { data } = await apiClient.post(`${path(token)}/accept`, accepted, {
        skipUnauthorizedHandler: true,
      });
      return data;
    },
  });
}
