import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { faqCategoriesSchema } from '@rehearse/contracts/help-center';
import {
  supportRequestSchema,
  walkthroughSchema,
  type CreateSupportRequest,
  type CreateWalkthrough,
} from '@rehearse/contracts/support';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';
import { isSignedIn } from '../../../lib/session/session-store';

const base = '/api/support';

export const supportKeys = {
  all: ['support'] as const,
  faqs: (q: string) => [...supportKeys.all, 'faqs', q] as const,
  requests: () => [...supportKeys.all, 'requests'] as const,
  walkthroughs: () => [...supportKeys.all, 'walkthroughs'] as const,
};

// Support pages are open to signed-out visitors: the user when there is a session, else null.
export function useOptionalUser() {
  const signedIn = isSignedIn();
  const user = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
  return signedIn ? (user.data ?? null) : null;
}

// The help-centre FAQs by category; the server filters by the search text.
export const faqsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: supportKeys.faqs(q),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base}/faqs`, successEnvelope(faqCategoriesSchema), {
          query: { q: q || undefined },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

export const requestsQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.requests(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base}/requests`, successEnvelope(z.array(supportRequestSchema)), {
          signal,
        })
      ).data,
  });

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSupportRequest) =>
      (
        await apiClient.post(`${base}/requests`, successEnvelope(supportRequestSchema), {
          body: input,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.requests() }),
  });
}

export const walkthroughsQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.walkthroughs(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base}/walkthroughs`, successEnvelope(z.array(walkthroughSchema)), {
          signal,
        })
      ).data,
    // Uploaded videos play through signed addresses that expire after an hour.
    staleTime: 10 * 60_000,
  });

export function useAddWalkthrough() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateWalkthrough) =>
      (
        await apiClient.post(`${base}/walkthroughs`, successEnvelope(walkthroughSchema), {
          body: input,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.walkthroughs() }),
  });
}

export function useDeleteWalkthrough() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(
        `${base}/walkthroughs/${encodeURIComponent(id)}`,
        successEnvelope(z.object({ id: z.string() })),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.walkthroughs() }),
  });
}
