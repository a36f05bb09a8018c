import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  practiceAttemptSchema,
  practiceQuestionPageSchema,
  practiceQuestionSchema,
  type CreatePracticeAttempt,
  type PracticeAttempt,
} from '@rehearse/contracts/practice';
import type { Competency, Role } from '@rehearse/contracts/question-bank';
import { apiClient } from '../../../lib/api-client';

const base = '/api/practice';
const attemptEnvelope = successEnvelope(practiceAttemptSchema);

export type PracticeCategory = 'behavioural' | 'situational' | 'role-specific';
export type PracticeFilters = {
  role?: Role;
  competency?: Competency;
  category?: PracticeCategory;
  q?: string;
  offset?: number;
};
export const PRACTICE_PAGE_SIZE = 20;

export const practiceKeys = {
  all: ['practice'] as const,
  lists: () => [...practiceKeys.all, 'list'] as const,
  list: (filters: PracticeFilters) => [...practiceKeys.lists(), filters] as const,
  question: (id: string) => [...practiceKeys.all, 'question', id] as const,
};

export const practiceListQueryOptions = (filters: PracticeFilters) =>
  queryOptions({
    queryKey: practiceKeys.list(filters),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base}/questions`, successEnvelope(practiceQuestionPageSchema), {
          query: { ...filters, limit: PRACTICE_PAGE_SIZE },
          signal,
        })
      ).data,
    // Typing in the search box keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const practiceQuestionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: practiceKeys.question(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `${base}/questions/${encodeURIComponent(id)}`,
          successEnvelope(practiceQuestionSchema),
          { signal },
        )
      ).data,
  });

// Every attempt change refetches the question (its attempts, and the model answer revealed
// after the first one) and the list's attempt counts and best scores.
function useRefresh(questionId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: practiceKeys.question(questionId) }),
      queryClient.invalidateQueries({ queryKey: practiceKeys.lists() }),
    ]);
}

export function useCreateAttempt(questionId: string) {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: async (input: CreatePracticeAttempt): Promise<PracticeAttempt> =>
      (
        await apiClient.post(
          `${base}/questions/${encodeURIComponent(questionId)}/attempts`,
          attemptEnvelope,
          { body: input },
        )
      ).data,
    onSuccess: refresh,
  });
}

export function useRateAttempt(questionId: string) {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: async (input: { id: string; selfRating: number | null }) =>
      (
        await apiClient.patch(`${base}/attempts/${encodeURIComponent(input.id)}`, attemptEnvelope, {
          body: { selfRating: input.selfRating },
        })
      ).data,
    onSuccess: refresh,
  });
}

// A corrected transcript: the server answers the attempt with its feedback computed again.
export function useCorrectAttempt(questionId: string) {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: async (input: { id: string; transcript: string }) =>
      (
        await apiClient.patch(`${base}/attempts/${encodeURIComponent(input.id)}`, attemptEnvelope, {
          body: { transcript: input.transcript },
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteAttempt(questionId: string) {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(
        `${base}/attempts/${encodeURIComponent(id)}`,
        successEnvelope(z.object({ id: z.string() })),
      ),
    onSuccess: refresh,
  });
}
