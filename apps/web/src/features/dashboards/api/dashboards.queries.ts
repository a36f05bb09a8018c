import { queryOptions } from '@tanstack/react-query';
import {
  dashboardSchemas,
  type DashboardKind,
  type Dashboards,
} from '@rehearse/contracts/dashboards';
import { apiClient } from '../../../lib/api-client';

// The four dashboards' calls (demo-areas.md §7: GET /api/dashboards/{kind}); each answers the
// caller's own figures, unwrapped.
export const dashboardKeys = {
  all: ['dashboards'] as const,
  kind: (kind: DashboardKind) => [...dashboardKeys.all, kind] as const,
};

export const dashboardQueryOptions = <K extends DashboardKind>(kind: K) =>
  queryOptions({
    queryKey: dashboardKeys.kind(kind),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/dashboards/${kind}`, dashboardSchemas[kind], {
        signal,
      }) as Promise<Dashboards[K]>,
  });
