import { useMutation } from '@tanstack/react-query';
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  UnlockSessionInput,
} from '@rehearse/contracts/auth';
import { apiClient, type ApiRequestOptions } from '../../../lib/api-client';
import { startSession } from '../../../lib/session/session-store';

const answerSchemas = () => import('./auth-answer-schemas');

// A call that answers a bare `true`: the status code is what counts.
async function acknowledged(path: string, options: ApiRequestOptions): Promise<void> {
  const { acknowledgement } = await answerSchemas();
  await apiClient.post(path, acknowledgement, options);
}

export const authKeys = {
  all: ['auth'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
  unlockSession: () => [...authKeys.all, 'unlock-session'] as const,
};

// Wrong credentials answer 404; a 401 here never means "session expired".
async function credentialsCall(path: string, input: SignInInput) {
  const { authResponseSchema } = await answerSchemas();
  return apiClient.post(path, authResponseSchema, { body: input, skipUnauthorizedHandler: true });
}

export function useSignIn() {
  return useMutation({
    mutationKey: authKeys.signIn(),
    mutationFn: (input: SignInInput) => credentialsCall('/api/auth/sign-in', input),
    onSuccess: startSession,
  });
}

export function useSignUp() {
  return useMutation({
    mutationKey: authKeys.signUp(),
    mutationFn: async (input: SignUpInput) => {
      await acknowledged('/api/auth/sign-up', { body: input });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationKey: authKeys.forgotPassword(),
    mutationFn: async (input: ForgotPasswordInput) => {
      await acknowledged('/api/auth/forgot-password', { body: input });
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationKey: authKeys.resetPassword(),
    mutationFn: async (input: ResetPasswordInput) => {
      await acknowledged('/api/auth/reset-password', {
        body: input,
        skipUnauthorizedHandler: true,
      });
    },
  });
}

export function useUnlockSession() {
  return useMutation({
    mutationKey: authKeys.unlockSession(),
    mutationFn: (input: UnlockSessionInput) => credentialsCall('/api/auth/unlock-session', input),
    onSuccess: startSession,
  });
}

// Used by the sign-out route before it renders; the local session ends even if the call fails.
export async function signOutOnServer(): Promise<boolean> {
  try {
    await acknowledged('/api/auth/sign-out', { skipUnauthorizedHandler: true });
    return true;
  } catch (error) {
    console.error('Sign-out request failed', error);
    return false;
  }
}
