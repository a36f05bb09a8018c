import { queryOptions } from '@tanstack/react-query';
import { searchResponseSchema } from '@rehearse/contracts/search';
import { apiClient } from '../../../lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  query: (query: string) => [...searchKeys.all, query] as const,
};

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.query(query),
    queryFn: ({ signal }) =>
      apiClient.post('/api/common/search', searchResponseSchema, { body: { query }, signal }),
    staleTime: 30_000,
  });
