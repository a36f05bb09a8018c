import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { candidateAnswersSchema } from '@rehearse/contracts/candidate-answers';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  decisionResultSchema,
  type DecisionInput,
  type DecisionStage,
} from '@rehearse/contracts/candidate-decisions';
import {
  candidateScorecardsSchema,
  rankedCandidateSchema,
  type CandidateScorecards,
  type ScorecardInput,
} from '@rehearse/contracts/scorecards';
import { apiClient } from '../../../lib/api-client';
import { DecisionRefused } from '../../../lib/decision-refused';

// Scorecards and the ranking of a posting's candidates. Blind scoring is decided by the server
// (docs/decisions/049-scorecards-and-blind-review.md): what it leaves out, this never shows.

const postingBase = (postingId: string) =>
  `/api/recruiter/postings/${encodeURIComponent(postingId)}`;
const scorecardsPath = (postingId: string, candidateId: string) =>
  `${postingBase(postingId)}/candidates/${encodeURIComponent(candidateId)}/scorecards`;
const scorecardsAnswer = successEnvelope(candidateScorecardsSchema);
const rankingSchema = z.object({ items: z.array(rankedCandidateSchema), hidden: z.number() });

export const reviewKeys = {
  all: ['review'] as const,
  scorecards: (postingId: string, candidateId: string) =>
    [...reviewKeys.all, 'scorecards', postingId, candidateId] as const,
  ranking: (postingId: string) => [...reviewKeys.all, 'ranking', postingId] as const,
  answers: (postingId: string, candidateId: string) =>
    [...reviewKeys.all, 'answers', postingId, candidateId] as const,
};

export const scorecardsQueryOptions = (postingId: string, candidateId: string) =>
  queryOptions({
    queryKey: reviewKeys.scorecards(postingId, candidateId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(scorecardsPath(postingId, candidateId), scorecardsAnswer, { signal }))
        .data,
  });

// The candidate's answers with signed media addresses valid for an hour
// (docs/decisions/051-reviewing-candidate-answers.md). A refetch signs new addresses, and a
// player whose src changes starts over: so no refetch on focus, and fresh for half the links'
// life.
export const answersQueryOptions = (postingId: string, candidateId: string) =>
  queryOptions({
    queryKey: reviewKeys.answers(postingId, candidateId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `${postingBase(postingId)}/candidates/${encodeURIComponent(candidateId)}/answers`,
          successEnvelope(candidateAnswersSchema),
          { signal },
        )
      ).data,
    staleTime: 30 * 60 * 1000,
    refetchOnWindowFocus: false,
  });

export const rankingQueryOptions = (postingId: string) =>
  queryOptions({
    queryKey: reviewKeys.ranking(postingId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${postingBase(postingId)}/ranking`, successEnvelope(rankingSchema), {
          signal,
        })
      ).data,
  });

type Action = { kind: 'save'; input: ScorecardInput } | { kind: 'submit' } | { kind: 'reopen' };

// Saving, submitting and reopening the caller's scorecard all answer the candidate's scorecards
// as the caller may now see them (submitting may lift blind scoring).
export function useScorecardAction(postingId: string, candidateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action): Promise<CandidateScorecards> => {
      const path = scorecardsPath(postingId, candidateId);
      const answer =
        action.kind === 'save'
          ? await apiClient.put(`${path}/mine`, scorecardsAnswer, { body: action.input })
          : await apiClient.post(`${path}/mine/${action.kind}`, scorecardsAnswer);
      return answer.data;
    },
    onSuccess: (scorecards) => {
      client.setQueryData(reviewKeys.scorecards(postingId, candidateId), scorecards);
      void client.invalidateQueries({ queryKey: reviewKeys.ranking(postingId) });
    },
  });
}

// A decision on this one candidate; a refusal in its result is thrown as the API's error.
export function useDecision(postingId: string, candidateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<DecisionInput, 'candidate_ids'>) => {
      const answer = await apiClient.post(
        `${postingBase(postingId)}/decisions`,
        successEnvelope(decisionResultSchema),
        { body: { ...input, candidate_ids: [candidateId] } },
      );
      const [result] = answer.data.results;
      if (!result?.ok) throw new DecisionRefused(result?.error ?? null);
      return { to: input.to as DecisionStage };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
