import { queryOptions } from '@tanstack/react-query';
import { navigationSchema } from '@rehearse/contracts/navigation';
import { apiClient } from '../../../lib/api-client';
import { shellPaths } from '../../../lib/shell-paths';

export const navigationKeys = {
  all: ['navigation'] as const,
};

// The server filters the lists and items by the user's roles (apps/api/src/domain/navigation.ts);
// the client shows them as they come.
export const navigationQueryOptions = () =>
  queryOptions({
    queryKey: navigationKeys.all,
    queryFn: ({ signal }) => apiClient.get(shellPaths.navigation, navigationSchema, { signal }),
    staleTime: 5 * 60_000,
  });
