import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  jobTermsSchema,
  mockInterviewPageSchema,
  mockInterviewSchema,
  type CreateMockInterview,
  type CreateTake,
  type MockInterview,
} from '@rehearse/contracts/mock-interviews';
import { apiClient } from '../../../lib/api-client';
import { isTranscribing, TRANSCRIPTION_POLL_MS } from './speech.queries';

const base = '/api/mock-interviews';
const envelope = successEnvelope(mockInterviewSchema);
const path = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;
const data = ({ data: interview }: { data: MockInterview }) => interview;

export const MOCK_LIST_PAGE_SIZE = 10;

export const mockKeys = {
  all: ['mock-interviews'] as const,
  lists: () => [...mockKeys.all, 'list'] as const,
  list: (offset: number) => [...mockKeys.lists(), offset] as const,
  interview: (id: string) => [...mockKeys.all, 'interview', id] as const,
  jobTerms: (jobDescription: string) => [...mockKeys.all, 'job-terms', jobDescription] as const,
};

// What the server recognises in a job description (decision 034); the same text always gives
// the same terms, so an answer is kept for the session.
export const jobTermsQueryOptions = (jobDescription: string) =>
  queryOptions({
    queryKey: mockKeys.jobTerms(jobDescription),
    queryFn: async ({ signal }) =>
      (
        await apiClient.post(`${base}/job-terms`, successEnvelope(jobTermsSchema), {
          body: { jobDescription },
          signal,
        })
      ).data.terms,
    staleTime: Infinity,
  });

export const mockListQueryOptions = (offset = 0) =>
  queryOptions({
    queryKey: mockKeys.list(offset),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(base, successEnvelope(mockInterviewPageSchema), {
          query: { limit: MOCK_LIST_PAGE_SIZE, offset },
          signal,
        })
      ).data,
    staleTime: 0,
  });

// The interview lives on the server (a reload resumes it); every change answers the whole
// interview, which the mutations below put in the cache.
export const mockInterviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mockKeys.interview(id),
    queryFn: async ({ signal }) => (await apiClient.get(path(id), envelope, { signal })).data,
    // Playback links are signed for an hour: refetch a stale page rather than show dead links.
    staleTime: 5 * 60 * 1000,
    // While the server transcribes a take, its transcript and feedback are on their way.
    refetchInterval: (query) =>
      query.state.data?.questions.some((q) =>
        q.takes.some((tk) => isTranscribing(tk.transcription)),
      )
        ? TRANSCRIPTION_POLL_MS
        : false,
  });

function useStore() {
  const queryClient = useQueryClient();
  return (interview: MockInterview) => {
    queryClient.setQueryData(mockKeys.interview(interview.id), interview);
    void queryClient.invalidateQueries({ queryKey: mockKeys.lists() });
  };
}

export function useCreateMockInterview() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: CreateMockInterview) =>
      apiClient.post(base, envelope, { body: input }).then(data),
    onSuccess: store,
  });
}

export function useDeleteMockInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(path(id), successEnvelope(z.object({ id: z.string() }))),
    onSuccess: ({ data: { id } }) => {
      queryClient.removeQueries({ queryKey: mockKeys.interview(id) });
      return queryClient.invalidateQueries({ queryKey: mockKeys.lists() });
    },
  });
}

// The run's calls on one interview go one after another (a mutation scope), so a take is
// always stored before the move to the next question that follows it.
export function useMockInterviewMutations(id: string) {
  const store = useStore();
  const scope = { id: `mock-interview-${id}` };
  return {
    start: useMutation({
      scope,
      mutationFn: () => apiClient.post(path(id, '/start'), envelope).then(data),
      onSuccess: store,
    }),
    addTake: useMutation({
      scope,
      mutationFn: (input: { position: number; take: CreateTake }) =>
        apiClient
          .post(path(id, `/questions/${input.position}/takes`), envelope, { body: input.take })
          .then(data),
      onSuccess: store,
    }),
    editTranscript: useMutation({
      scope,
      mutationFn: (input: { position: number; take: number; transcript: string }) =>
        apiClient
          .patch(path(id, `/questions/${input.position}/takes/${input.take}`), envelope, {
            body: { transcript: input.transcript },
          })
          .then(data),
      onSuccess: store,
    }),
    next: useMutation({
      scope,
      mutationFn: () => apiClient.post(path(id, '/next'), envelope).then(data),
      onSuccess: store,
    }),
    finish: useMutation({
      scope,
      mutationFn: () => apiClient.post(path(id, '/finish'), envelope).then(data),
      onSuccess: store,
    }),
  };
}
