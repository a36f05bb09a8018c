import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  candidateDetailSchema,
  candidateListSchema,
  candidateSchema,
  importResultSchema,
  invitedCandidateSchema,
  type CandidateListQuery,
  type ImportCandidatesInput,
  type InviteCandidateInput,
} from '@rehearse/contracts/candidates';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { apiClient } from '../../../lib/api-client';

// A posting's candidates (docs/decisions/047-candidate-invitations.md): the server decides who
// may do what; the screen only hides what the caller's role cannot do.

const base = (postingId: string) => `/api/recruiter/postings/${postingId}/candidates`;

export const candidateKeys = {
  all: (postingId: string) => ['candidates', postingId] as const,
  list: (postingId: string, query: CandidateListQuery) =>
    [...candidateKeys.all(postingId), 'list', query] as const,
  detail: (postingId: string, id: string) =>
    [...candidateKeys.all(postingId), 'detail', id] as const,
};

export const candidateListQueryOptions = (postingId: string, query: CandidateListQuery) =>
  queryOptions({
    queryKey: candidateKeys.list(postingId, query),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(base(postingId), successEnvelope(candidateListSchema), {
          query,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const candidateQueryOptions = (postingId: string, id: string) =>
  queryOptions({
    queryKey: candidateKeys.detail(postingId, id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base(postingId)}/${id}`, successEnvelope(candidateDetailSchema), {
          signal,
        })
      ).data,
  });

// Every change refreshes the posting's table and any open detail.
function useCandidateMutation<Input, Output>(
  postingId: string,
  call: (input: Input) => Promise<Output>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: candidateKeys.all(postingId) }),
  });
}

export const useInviteCandidate = (postingId: string) =>
  useCandidateMutation(
    postingId,
    async (input: InviteCandidateInput) =>
      (
        await apiClient.post(base(postingId), successEnvelope(invitedCandidateSchema), {
          body: input,
        })
      ).data,
  );

export const useImportCandidates = (postingId: string) =>
  useCandidateMutation(
    postingId,
    async (input: ImportCandidatesInput) =>
      (
        await apiClient.post(`${base(postingId)}/import`, successEnvelope(importResultSchema), {
          body: input,
        })
      ).data,
  );

export type CandidateAction =
  | { kind: 'resend'; id: string }
  | { kind: 'revoke'; id: string }
  | { kind: 'extend'; id: string; deadline_at: string };

export const useCandidateAction = (postingId: string) =>
  useCandidateMutation(
    postingId,
    async (action: CandidateAction) =>
      (
        await apiClient.post(
          `${base(postingId)}/${action.id}/${action.kind}`,
          successEnvelope(candidateSchema),
          action.kind === 'extend' ? { body: { deadline_at: action.deadline_at } } : {},
        )
      ).data,
  );
