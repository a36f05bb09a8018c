import { queryOptions } from '@tanstack/react-query';
import { iconSetSchema, type IconSetSlug } from '@rehearse/contracts/icons';
import { apiClient } from '../../../lib/api-client';

// GET /api/ui/icons/{set} (demo-areas.md §7): a set's namespace, name, grid size class and
// icon names. The sets change only with an icon package upgrade, so an answer stays fresh.
export const iconSetQueryOptions = (slug: IconSetSlug) =>
  queryOptions({
    queryKey: ['icon-sets', slug] as const,
    queryFn: ({ signal }) =>
      apiClient.get(`/api/ui/icons/${encodeURIComponent(slug)}`, iconSetSchema, { signal }),
    staleTime: Infinity,
  });
