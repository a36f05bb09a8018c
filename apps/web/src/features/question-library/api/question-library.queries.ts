import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  libraryPageSchema,
  libraryQuestionSchema,
  type LibraryQuery,
  type LibraryQuestionInput,
  type LibraryQuestionPatch,
} from '@rehearse/contracts/question-library';
import { apiClient } from '../../../lib/api-client';

// The question library (/recruiter/interview-questions): the organization's own questions and
// the shipped bank to copy from (docs/decisions/043-question-library-and-rubrics.md).

const base = '/api/recruiter/questions';
const pageAnswer = successEnvelope(libraryPageSchema);
const questionAnswer = successEnvelope(libraryQuestionSchema);

export const libraryKeys = {
  all: ['question-library'] as const,
  pages: () => [...libraryKeys.all, 'page'] as const,
  page: (query: LibraryQuery) => [...libraryKeys.pages(), query] as const,
};

export const libraryPageQueryOptions = (query: LibraryQuery) =>
  queryOptions({
    queryKey: libraryKeys.page(query),
    queryFn: async ({ signal }) =>
      (await apiClient.get(base, pageAnswer, { query: { ...query }, signal })).data,
    // The previous page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

// Every change may move questions between pages: all pages are fetched again.
function useLibraryChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.pages() }),
  });
}

export const useCreateQuestion = () =>
  useLibraryChange(
    async (input: LibraryQuestionInput) =>
      (await apiClient.post(base, questionAnswer, { body: input })).data,
  );

export const useUpdateQuestion = () =>
  useLibraryChange(
    async ({ id, patch }: { id: string; patch: LibraryQuestionPatch }) =>
      (await apiClient.patch(`${base}/${encodeURIComponent(id)}`, questionAnswer, { body: patch }))
        .data,
  );

export const useDeleteQuestion = () =>
  useLibraryChange(
    async (id: string) =>
      (await apiClient.delete(`${base}/${encodeURIComponent(id)}`, questionAnswer)).data,
  );

export const useCopyQuestion = () =>
  useLibraryChange(
    async (id: string) =>
      (await apiClient.post(`${base}/${encodeURIComponent(id)}/copy`, questionAnswer)).data,
  );
