import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@rehearse/contracts/auth-providers';
import { apiClient } from '../api-client';

export const authProvidersKeys = {
  all: ['auth-providers'] as const,
};

// The ways in this server offers (GET /api/auth/providers): its own accounts and, when
// configured, one OpenID Connect provider. The schema (and zod) load with the answer: the
// sign-in page's initial JavaScript stays without them.
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authProvidersKeys.all,
    queryFn: async ({ signal }): Promise<AuthProviders> => {
      const { authProvidersSchema } = await import('@rehearse/contracts/auth-providers');
      return apiClient.get('/api/auth/providers', authProvidersSchema, { signal });
    },
    // The server's configuration: it changes with a restart, not during a visit.
    staleTime: 30 * 60_000,
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
