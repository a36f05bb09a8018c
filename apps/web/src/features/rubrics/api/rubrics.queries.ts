import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  rubricDeletedSchema,
  rubricSchema,
  rubricSummarySchema,
  type Rubric,
  type RubricInput,
} from '@rehearse/contracts/rubrics';
import { apiClient } from '../../../lib/api-client';

// Rubric Management (/recruiter/rubric): the organization's scorecards
// (docs/decisions/043-question-library-and-rubrics.md).

const base = '/api/recruiter/rubrics';
const rubricAnswer = successEnvelope(rubricSchema);
const path = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const rubricKeys = {
  all: ['rubrics'] as const,
  list: () => [...rubricKeys.all, 'list'] as const,
  detail: (id: string) => [...rubricKeys.all, 'detail', id] as const,
};

export const rubricListQueryOptions = () =>
  queryOptions({
    queryKey: rubricKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(base, successEnvelope(z.array(rubricSummarySchema)), { signal })).data,
  });

export const rubricQueryOptions = (id: string) =>
  queryOptions({
    queryKey: rubricKeys.detail(id),
    queryFn: async ({ signal }) => (await apiClient.get(path(id), rubricAnswer, { signal })).data,
  });

// A rubric as the server now has it: cached as its own, and the list fetched again.
function useRubricChange<T>(call: (input: T) => Promise<Rubric>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (rubric) => {
      queryClient.setQueryData(rubricKeys.detail(rubric.id), rubric);
      await queryClient.invalidateQueries({ queryKey: rubricKeys.list() });
    },
  });
}

export const useCreateRubric = () =>
  useRubricChange(
    async (input: RubricInput) => (await apiClient.post(base, rubricAnswer, { body: input })).data,
  );

export const useReplaceRubric = () =>
  useRubricChange(
    async ({ id, input }: { id: string; input: RubricInput }) =>
      (await apiClient.put(path(id), rubricAnswer, { body: input })).data,
  );

export const useDuplicateRubric = () =>
  useRubricChange(
    async (id: string) => (await apiClient.post(`${path(id)}/duplicate`, rubricAnswer)).data,
  );

export function useDeleteRubric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.delete(path(id), successEnvelope(rubricDeletedSchema))).data,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: rubricKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: rubricKeys.list() });
    },
  });
}
