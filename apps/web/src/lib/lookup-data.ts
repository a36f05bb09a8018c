import { queryOptions } from '@tanstack/react-query';
import { countrySchema } from '@rehearse/contracts/contacts';
import { z } from 'zod';
import { apiClient } from './api-client';
import { queryClient } from './query-client';

// Lookup data, preloaded once after sign-in (decision 015): the reference lists that
// forms pick from, shared by every user and unchanged while the app runs. Today that is the
// countries list (phone numbers and addresses of contacts).
export const lookupKeys = {
  all: ['lookup'] as const,
  countries: () => [...lookupKeys.all, 'countries'] as const,
};

const countryListSchema = z.array(countrySchema);

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.countries(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/apps/contacts/countries', countryListSchema, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

// On each signed-in navigation (only the first one requests anything: the lists never go stale)
// the lists load in the background; nothing waits for them, a failure is only logged, and a
// screen that needs one before it is in simply fetches it.
export function preloadLookupData(): void {
  queryClient.fetchQuery(countriesQueryOptions()).catch((error: unknown) => {
    console.error('Preloading the lookup data failed', error);
  });
}
