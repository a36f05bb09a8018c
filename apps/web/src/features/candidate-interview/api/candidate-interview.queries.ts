import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  interviewCurrentSchema,
  interviewKeepSchema,
  interviewProgressSchema,
  interviewQuestionSchema,
  interviewWelcomeSchema,
  type InterviewQuestion,
  type SubmitAnswerInput,
  type WarmUpTranscript,
  warmUpStatusSchema,
  warmUpTranscriptSchema,
} from '@rehearse/contracts/candidate-interview';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { apiClient } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { apiTransport } from '../../../lib/api-transport';

// The candidate's one-way interview through the link of their invitation: no account, the
// token in the path is the only credential (docs/decisions/048-candidate-one-way-interview.md).

const base = (token: string) => `/api/interview/${encodeURIComponent(token)}`;
const question = (token: string, id: string) =>
  `${base(token)}/questions/${encodeURIComponent(id)}`;
// A 401 here is never "the session ended": the link is not a session.
const publicCall = { skipUnauthorizedHandler: true };

export const interviewKeys = {
  all: ['candidate-interview'] as const,
  welcome: (token: string) => [...interviewKeys.all, token, 'welcome'] as const,
  current: (token: string) => [...interviewKeys.all, token, 'current'] as const,
  warmUp: (token: string) => [...interviewKeys.all, token, 'warm-up'] as const,
  keep: (token: string) => [...interviewKeys.all, token, 'keep'] as const,
};

export const welcomeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: interviewKeys.welcome(token),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(base(token), successEnvelope(interviewWelcomeSchema), {
          signal,
          ...publicCall,
        })
      ).data,
    retry: false,
  });

// Fetching the current question starts its think time on the server.
export const currentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: interviewKeys.current(token),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base(token)}/question`, successEnvelope(interviewCurrentSchema), {
          signal,
          ...publicCall,
        })
      ).data,
    retry: false,
    staleTime: Infinity,
  });

export const setQuestion = (queryClient: QueryClient, token: string, next: InterviewQuestion) =>
  queryClient.setQueryData(interviewKeys.current(token), (old) =>
    old ? { ...old, question: next } : old,
  );

export function useConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post(`${base(token)}/consent`, successEnvelope(interviewWelcomeSchema), {
          body: { agree: true },
          ...publicCall,
        })
      ).data,
    onSuccess: (welcome) => queryClient.setQueryData(interviewKeys.welcome(token), welcome),
  });
}

export function useStartAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionId: string) =>
      (
        await apiClient.post(
          `${question(token, questionId)}/start`,
          successEnvelope(interviewQuestionSchema),
          publicCall,
        )
      ).data,
    onSuccess: (next) => setQuestion(queryClient, token, next),
  });
}

export function useSubmitAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, input }: { questionId: string; input: SubmitAnswerInput }) =>
      (
        await apiClient.post(
          `${question(token, questionId)}/answer`,
          successEnvelope(interviewCurrentSchema),
          { body: input, ...publicCall },
        )
      ).data,
    onSuccess: (current) => queryClient.setQueryData(interviewKeys.current(token), current),
  });
}

export function useFinishInterview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post(
          `${base(token)}/finish`,
          successEnvelope(interviewProgressSchema),
          publicCall,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.welcome(token) }),
  });
}

export function useWithdraw(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.delete(base(token), successEnvelope(interviewProgressSchema), publicCall))
        .data,
    onSuccess: () => queryClient.removeQueries({ queryKey: interviewKeys.all }),
  });
}

const takeEnvelope = successEnvelope(interviewQuestionSchema);

// A take's upload: the raw recording as the body, through XMLHttpRequest for its progress. The
// caller keeps the blob, so a failed upload is tried again with the same take.
export function uploadTake(input: {
  queryClient: QueryClient;
  token: string;
  questionId: string;
  blob: Blob;
  durationSeconds: number;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<InterviewQuestion> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${question(input.token, input.questionId)}/takes`, window.location.origin);
    url.searchParams.set('durationSeconds', String(Math.round(input.durationSeconds * 10) / 10));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', input.blob.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, body));
      const parsed = takeEnvelope.safeParse(body);
      if (!parsed.success) {
        return reject(new ApiError(xhr.status, body, { code: 'client.bad_answer' }));
      }
      input.onProgress(1);
      setQuestion(input.queryClient, input.token, parsed.data.data);
      resolve(parsed.data.data);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, null));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(input.blob);
  });
}

// Whether this server can transcribe a spoken warm-up (docs/decisions/053-*).
export const warmUpQueryOptions = (token: string) =>
  queryOptions({
    queryKey: interviewKeys.warmUp(token),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base(token)}/warm-up`, successEnvelope(warmUpStatusSchema), {
          signal,
          ...publicCall,
        })
      ).data,
    retry: false,
    staleTime: Infinity,
  });

const warmUpEnvelope = successEnvelope(warmUpTranscriptSchema);

// The spoken warm-up's audio, sent as the raw body; the server answers its timed words and
// keeps nothing.
export async function transcribeWarmUp(
  token: string,
  blob: Blob,
  signal?: AbortSignal,
): Promise<WarmUpTranscript> {
  const url = new URL(`${base(token)}/warm-up/transcript`, apiTransport().origin);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': blob.type || 'audio/webm' },
      // The bytes rather than the Blob: every fetch (and test double) sends them as they are.
      body: await blob.arrayBuffer(),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, null);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  if (!response.ok) throw new ApiError(response.status, body);
  const parsed = warmUpEnvelope.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, body, { code: 'client.bad_answer' });
  return parsed.data.data;
}

// Keeping the interview in the signed-in account's workspace (issue 15): the session's bearer
// names the account, the token in the path proves the right. A 401 means the stored session
// ended: the page then offers to sign in, rather than leaving the interview for the sign-in page.
const keepPath = (token: string) => `${base(token)}/keep`;
const keepEnvelope = successEnvelope(interviewKeepSchema);

export const keepQueryOptions = (token: string) =>
  queryOptions({
    queryKey: interviewKeys.keep(token),
    queryFn: async ({ signal }) =>
      (await apiClient.get(keepPath(token), keepEnvelope, { signal, ...publicCall })).data,
    retry: false,
  });

export function useKeep(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kept: boolean) =>
      (await (kept ? apiClient.post : apiClient.delete)(keepPath(token), keepEnvelope, publicCall))
        .data,
    onSuccess: (keep) => queryClient.setQueryData(interviewKeys.keep(token), keep),
  });
}
