import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { keptInterviewsSchema } from '@rehearse/contracts/candidate-interview';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { authResponseSchema } from '@rehearse/contracts/user';
import {
  candidateProfileSchema,
  homeSchema,
  passwordStateSchema,
  progressSchema,
  sampleContentSchema,
  type CandidateProfile,
  type SampleContent,
} from '@rehearse/contracts/workspace';
import { apiClient } from '../../../lib/api-client';
import { forgetProviderSession, setAccessToken } from '../../../lib/access-token';
import { sessionKeys } from '../../../lib/session/session-keys';

const base = '/api/workspace';

export type ProgressRange = { from: string; to: string };

export const workspaceKeys = {
  all: ['workspace'] as const,
  home: () => [...workspaceKeys.all, 'home'] as const,
  interviews: () => [...workspaceKeys.all, 'interviews'] as const,
  progressAll: () => [...workspaceKeys.all, 'progress'] as const,
  progress: (range: ProgressRange) => [...workspaceKeys.progressAll(), range] as const,
  profile: () => [...workspaceKeys.all, 'profile'] as const,
  sampleContent: () => [...workspaceKeys.all, 'sample-content'] as const,
  password: () => [...workspaceKeys.all, 'password'] as const,
};

// Home and progress change with every quiz and answer elsewhere in the app: always refetched
// when a screen mounts, the last answer shown meanwhile. Home's answer is fetched by its route
// before the screen mounts (app/routes/workspace/home.tsx), so it counts as fresh for a few
// seconds: long enough not to be fetched twice, far shorter than any quiz or answer.
export const homeQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.home(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/home`, successEnvelope(homeSchema), { signal })).data,
    staleTime: 5_000,
  });

// The one-way interviews this account keeps (issue 15): kept from the interview's own page,
// so they are refetched whenever the home page mounts.
export const keptInterviewsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.interviews(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/interviews`, successEnvelope(keptInterviewsSchema), { signal }))
        .data.items,
  });

export const progressQueryOptions = (range: ProgressRange) =>
  queryOptions({
    queryKey: workspaceKeys.progress(range),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base}/progress`, successEnvelope(progressSchema), {
          query: range,
          signal,
        })
      ).data,
    staleTime: 0,
  });

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.profile(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/profile`, successEnvelope(candidateProfileSchema), { signal }))
        .data,
    staleTime: 60_000,
  });

// Whether the account has a password: one made by the OpenID Connect provider has none until it
// sets one, and then the form asks for no current password.
export const passwordStateQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.password(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${base}/password`, successEnvelope(passwordStateSchema), { signal }))
        .data,
    staleTime: 60_000,
  });

// Target skills steer the Daily 5 and the weekly goal shows on home and progress: all refetch.
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<CandidateProfile>) =>
      (
        await apiClient.patch(`${base}/profile`, successEnvelope(candidateProfileSchema), {
          body: changes,
        })
      ).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(workspaceKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.home() });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.progressAll() });
    },
  });
}

// The server revokes every earlier token (a provider's too) and answers a fresh session for this
// device, which replaces the stored token so this tab stays signed in, now with the account's
// own session.
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { currentPassword?: string; newPassword: string }) =>
      (
        await apiClient.post(`${base}/password`, successEnvelope(authResponseSchema), {
          body: input,
        })
      ).data,
    // The same user: the cached data stays valid, only the token changes.
    onSuccess: (auth) => {
      forgetProviderSession();
      setAccessToken(auth.accessToken);
      queryClient.setQueryData(sessionKeys.currentUser(), auth.user);
      queryClient.setQueryData(workspaceKeys.password(), { hasPassword: true });
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.delete(`${base}/account`, successEnvelope(z.object({ deleted: z.literal(true) })), {
        body: { email },
      }),
  });
}

const startedEnvelope = successEnvelope(z.object({ id: z.string() }));

// Today's Daily 5 (the same attempt all day) or a quiz of the missed questions that are due;
// answers the attempt's id for the player.
export function useStartDrawnQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: 'daily' | 'review') =>
      (
        await apiClient.post(
          `/api/quizzes/${kind}`,
          startedEnvelope,
          kind === 'review' ? { body: { mode: 'practice' } } : {},
        )
      ).data.id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.home() }),
  });
}

// What each demo area still holds of the sample content a new account gets, and whether the
// user hid the home's notice about it (decision 037).
export const sampleContentQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.sampleContent(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${base}/sample-content`, successEnvelope(sampleContentSchema), {
          signal,
        })
      ).data,
    staleTime: 60_000,
  });

// Hides the home's notice for the account, on every device. It goes at once; a failed save
// brings it back (the caller shows why), and the answer is fetched again either way.
export function useHideSampleNotice() {
  const queryClient = useQueryClient();
  const key = workspaceKeys.sampleContent();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.patch(`${base}/sample-content`, successEnvelope(sampleContentSchema), {
          body: { noticeHidden: true },
        })
      ).data,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SampleContent>(key);
      if (previous)
        queryClient.setQueryData<SampleContent>(key, { ...previous, noticeHidden: true });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

// Removes it all in one call; afterwards nothing sample is left, whatever the answer counted.
export function useRemoveSampleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.delete(`${base}/sample-content`, successEnvelope(sampleContentSchema))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.sampleContent() }),
  });
}

// What the home screen draws with, loaded before it shows (the route's loader; the server that
// draws the page, app/prerender/signed-in-page.tsx, into its own client). The sample-content
// notice is part of the first screen, so it never pushes the page down after it has shown; a
// failure leaves the screen's own error state or no notice. What is cached is taken as it is (a
// page the server drew must be taken over with the data it was drawn from); the screen's
// queries refresh it once shown.
export async function loadHomeData(client: QueryClient): Promise<void> {
  const ignoreFailure = () => undefined;
  await Promise.all([
    client.ensureQueryData(homeQueryOptions()).catch(ignoreFailure),
    client.ensureQueryData(sampleContentQueryOptions()).catch(ignoreFailure),
    client.ensureQueryData(keptInterviewsQueryOptions()).catch(ignoreFailure),
  ]);
}
