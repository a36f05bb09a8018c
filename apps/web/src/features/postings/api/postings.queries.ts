import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  postingListSchema,
  postingOptionsSchema,
  postingSchema,
  type CreatePostingInput,
  type PlanInput,
  type Posting,
  type PostingListQuery,
  type PostingState,
  type UpdatePostingInput,
} from '@rehearse/contracts/postings';
import { libraryPageSchema, type LibrarySource } from '@rehearse/contracts/question-library';
import { rubricSchema, rubricSummarySchema } from '@rehearse/contracts/rubrics';
import { apiClient } from '../../../lib/api-client';

// Job postings (/recruiter/postings and the posting editor and view): the server decides who may
// do what (docs/decisions/042-job-postings.md); the screens only hide what the caller's role
// cannot do. Rubrics and the question library are read from their own endpoints.

const base = '/api/recruiter/postings';
const postingAnswer = successEnvelope(postingSchema);

export const postingKeys = {
  all: ['postings'] as const,
  lists: () => [...postingKeys.all, 'list'] as const,
  list: (query: PostingListQuery) => [...postingKeys.lists(), query] as const,
  detail: (id: string) => [...postingKeys.all, 'detail', id] as const,
  options: () => [...postingKeys.all, 'options'] as const,
  // Read here from the rubric and library endpoints; kept under this feature's own keys.
  rubrics: () => [...postingKeys.all, 'rubrics'] as const,
  rubric: (id: string) => [...postingKeys.all, 'rubric', id] as const,
  library: (query: LibraryQuery) => [...postingKeys.all, 'library', query] as const,
};

export const postingListQueryOptions = (query: PostingListQuery) =>
  queryOptions({
    queryKey: postingKeys.list(query),
    queryFn: async ({ signal }) =>
      (await apiClient.get(base, successEnvelope(postingListSchema), { query, signal })).data,
    // A new page or filter keeps showing the last one (dimmed) until it arrives.
    placeholderData: keepPreviousData,
  });

export const postingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postingKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/${id}`, postingAnswer, { signal })).data,
  });

export const postingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: postingKeys.options(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/options`, successEnvelope(postingOptionsSchema), { signal }))
        .data,
    staleTime: 60_000,
  });

export const rubricsQueryOptions = () =>
  queryOptions({
    queryKey: postingKeys.rubrics(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          '/api/recruiter/rubrics',
          successEnvelope(z.array(rubricSummarySchema)),
          { signal },
        )
      ).data,
  });

export const rubricQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postingKeys.rubric(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/api/recruiter/rubrics/${id}`, successEnvelope(rubricSchema), {
          signal,
        })
      ).data,
  });

export type LibraryQuery = { source: LibrarySource; search: string; page: number };
export const LIBRARY_PAGE_SIZE = 10;

export const libraryQueryOptions = (query: LibraryQuery) =>
  queryOptions({
    queryKey: postingKeys.library(query),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/recruiter/questions', successEnvelope(libraryPageSchema), {
          query: {
            source: query.source,
            search: query.search || undefined,
            // The library counts pages from 0.
            page: query.page,
            pageSize: LIBRARY_PAGE_SIZE,
          },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

// Every change answers the posting as it now is: it goes into the cache, and the lists refetch.
function useSaved() {
  const queryClient = useQueryClient();
  return async (posting: Posting) => {
    queryClient.setQueryData(postingKeys.detail(posting.id), posting);
    await queryClient.invalidateQueries({ queryKey: postingKeys.lists() });
  };
}

export function useCreatePosting() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (input: CreatePostingInput) =>
      (await apiClient.post(base, postingAnswer, { body: input })).data,
    onSuccess: saved,
  });
}

export function useUpdatePosting() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdatePostingInput }) =>
      (await apiClient.patch(`${base}/${id}`, postingAnswer, { body: input })).data,
    onSuccess: saved,
  });
}

export function useReplacePlan() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async ({ id, plan }: { id: string; plan: PlanInput }) =>
      (await apiClient.put(`${base}/${id}/plan`, postingAnswer, { body: plan })).data,
    onSuccess: saved,
  });
}

export function useChangeState() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async ({ id, state }: { id: string; state: PostingState }) =>
      (await apiClient.post(`${base}/${id}/state`, postingAnswer, { body: { state } })).data,
    onSuccess: saved,
  });
}

export function useDuplicatePosting() {
  const saved = useSaved();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.post(`${base}/${id}/duplicate`, postingAnswer)).data,
    onSuccess: saved,
  });
}

export function useDeletePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.delete(`${base}/${id}`, successEnvelope(z.object({ id: z.string() })))).data,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: postingKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: postingKeys.lists() });
    },
  });
}
