import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  attemptSchema,
  bookmarkSchema,
  quizOverviewSchema,
  type Attempt,
  type CreateQuiz,
  type DrawnQuiz,
} from '@rehearse/contracts/quizzes';
import { apiClient } from '../../../lib/api-client';

const base = '/api/quizzes';
const attemptEnvelope = successEnvelope(attemptSchema);

export const quizKeys = {
  all: ['quizzes'] as const,
  overview: () => [...quizKeys.all, 'overview'] as const,
  attempt: (id: string) => [...quizKeys.all, 'attempt', id] as const,
};

// The setup screen's data in one call; always refetched on mount, since levels, the review
// queue and recent attempts change with every quiz.
export const quizOverviewQueryOptions = () =>
  queryOptions({
    queryKey: quizKeys.overview(),
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/overview`, successEnvelope(quizOverviewSchema), { signal }),
    select: (envelope) => envelope.data,
    staleTime: 0,
  });

// An attempt lives on the server (a reload resumes it). The player changes it only through the
// mutations below, which put the answered attempt in the cache; reading it again is what turns
// an exam past its deadline into a submitted one.
export const attemptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quizKeys.attempt(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/${encodeURIComponent(id)}`, attemptEnvelope, { signal })).data,
    staleTime: Infinity,
  });

const attemptPath = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

// Every change to an attempt answers the whole attempt: keep it, and let the setup refetch.
function useAttemptCache() {
  const queryClient = useQueryClient();
  return (attempt: Attempt) => {
    queryClient.setQueryData(quizKeys.attempt(attempt.id), attempt);
    void queryClient.invalidateQueries({ queryKey: quizKeys.overview() });
  };
}

const data = ({ data: attempt }: { data: Attempt }) => attempt;

// Starting a quiz: from the setup form, today's Daily 5, the review queue or the bookmarks.
export function useStartQuiz() {
  const store = useAttemptCache();
  return useMutation({
    mutationFn: (
      start:
        | { kind: 'custom'; body: CreateQuiz }
        | { kind: 'daily' }
        | { kind: 'review' | 'bookmarks'; body?: DrawnQuiz },
    ) => {
      switch (start.kind) {
        case 'custom':
          return apiClient.post(base, attemptEnvelope, { body: start.body }).then(data);
        case 'daily':
          return apiClient.post(`${base}/daily`, attemptEnvelope).then(data);
        case 'review':
          return apiClient
            .post(`${base}/review`, attemptEnvelope, { body: start.body ?? {} })
            .then(data);
        case 'bookmarks':
          return apiClient
            .post(`${base}/from-bookmarks`, attemptEnvelope, { body: start.body ?? {} })
            .then(data);
      }
    },
    onSuccess: store,
  });
}

// The player's calls on one attempt run one after another (a mutation scope), so a quick
// change of an exam answer can never be overtaken by the answer it replaces.
export function useAttemptMutations(id: string) {
  const store = useAttemptCache();
  const scope = { id: `quiz-attempt-${id}` };
  return {
    next: useMutation({
      scope,
      mutationFn: () => apiClient.post(attemptPath(id, '/next'), attemptEnvelope).then(data),
      onSuccess: store,
    }),
    answer: useMutation({
      scope,
      mutationFn: (input: { position: number; selected: string[]; elapsedMs?: number }) =>
        apiClient
          .post(attemptPath(id, `/questions/${input.position}/answer`), attemptEnvelope, {
            body: { selected: input.selected, elapsedMs: input.elapsedMs },
          })
          .then(data),
      onSuccess: store,
    }),
    flag: useMutation({
      scope,
      mutationFn: (input: { position: number; flagged: boolean }) =>
        apiClient
          .post(attemptPath(id, `/questions/${input.position}/flag`), attemptEnvelope, {
            body: { flagged: input.flagged },
          })
          .then(data),
      onSuccess: store,
    }),
    submit: useMutation({
      scope,
      mutationFn: () => apiClient.post(attemptPath(id, '/submit'), attemptEnvelope).then(data),
      onSuccess: store,
    }),
  };
}

// Bookmarks belong to the question, not the attempt: a toggle marks every copy of the question
// in the cached attempt at once, and puts it back if the server refuses.
export function useBookmarkToggle(attemptId: string) {
  const queryClient = useQueryClient();
  const key = quizKeys.attempt(attemptId);
  const mark = (questionId: string, bookmarked: boolean) =>
    queryClient.setQueryData<Attempt>(key, (attempt) =>
      attempt
        ? {
            ...attempt,
            questions: attempt.questions.map((q) =>
              q.question.id === questionId ? { ...q, bookmarked } : q,
            ),
          }
        : attempt,
    );
  return useMutation({
    mutationFn: async ({ questionId, bookmarked }: { questionId: string; bookmarked: boolean }) => {
      const path = `${base}/bookmarks/${encodeURIComponent(questionId)}`;
      if (bookmarked) await apiClient.put(path, successEnvelope(bookmarkSchema));
      else await apiClient.delete(path, successEnvelope(z.object({ questionId: z.string() })));
    },
    onMutate: ({ questionId, bookmarked }) => mark(questionId, bookmarked),
    onError: (_error, { questionId, bookmarked }) => mark(questionId, !bookmarked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizKeys.overview() }),
  });
}
