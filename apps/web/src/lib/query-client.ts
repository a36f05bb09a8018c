import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_QUERY_RETRIES = 2;

// A 4xx answer will not change on retry; network failures and 5xx may.
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_QUERY_RETRIES &&
  !(isApiError(error) && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    mutations: {
      retry: false,
    },
  },
});
