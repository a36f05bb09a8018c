import { queryOptions } from '@tanstack/react-query';
import { activitiesSchema } from '@rehearse/contracts/activities';
import { apiClient } from '../../../lib/api-client';

// GET /api/pages/activities (demo-areas.md §7): the caller's whole feed, newest first. It is a
// new account's fixed history (about fifteen items) that nothing adds to, so it comes in one
// answer (decision 072).
export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['activities'] as const,
    queryFn: ({ signal }) => apiClient.get('/api/pages/activities', activitiesSchema, { signal }),
  });
