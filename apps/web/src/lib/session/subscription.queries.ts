import { queryOptions } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { subscriptionSchema } from '@rehearse/contracts/subscriptions';
import { apiClient } from '../api-client';
import { sessionKeys } from './session-keys';

const subscriptionEnvelope = successEnvelope(subscriptionSchema);

// The caller's organization's subscription (§4 "load the subscription").
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.subscription(),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/subscriptions/current', subscriptionEnvelope, { signal })).data,
    staleTime: 60_000,
  });
