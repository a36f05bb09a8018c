import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { identitySchema } from '@rehearse/contracts/auth-providers';
import { apiClient } from '../../../lib/api-client';

const base = '/api/auth/identities';

export const identityKeys = {
  all: ['auth-identities'] as const,
};

// The provider identities linked to the account (the profile's sign-in methods).
export const identitiesQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.all,
    queryFn: ({ signal }) => apiClient.get(base, z.array(identitySchema), { signal }),
  });

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`${base}/${encodeURIComponent(id)}`, z.literal(true)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}

// The API's refusal to unlink the only way into an account without a password. Read from the
// answer itself: the code may be newer than this build's table (lib/api-error.ts).
export const isLastSignInMethod = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'body' in error &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'code' in error.body &&
  error.body.code === 'auth.last_sign_in_method';
