import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminDashboardSchema } from '@rehearse/contracts/admin-dashboard';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { apiClient } from '../../../lib/api-client';
import { rangeQuery, type DashboardRange } from '../dashboard-range';

// The admin dashboard's figures (GET /api/admin/dashboard, docs/decisions/057-admin-workspace.md):
// per UTC day over the range, every day present.
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  range: (range: DashboardRange) => [...adminDashboardKeys.all, range] as const,
};

export const adminDashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: adminDashboardKeys.range(range),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/admin/dashboard', successEnvelope(adminDashboardSchema), {
          query: rangeQuery(range, new Date()),
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
