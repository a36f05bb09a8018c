import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingLedgerSchema,
  billingSummarySchema,
  billingUsageSchema,
  checkoutSessionSchema,
  creditPacksResponseSchema,
  purchasesSchema,
  type CreditPackId,
} from '@rehearse/contracts/billing';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  subscriptionPromoResultSchema,
  type SaveSubscriptionInput,
} from '@rehearse/contracts/subscriptions';
import { apiClient } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/session-keys';

// Billing and Usage (/recruiter/billing, docs/decisions/059-billing-screen.md): the
// organization's plan and credits, what they were spent on, the ledger, credit packs and promo
// codes. Owners and recruiters read it; the server answers a reviewer 403.

export const LEDGER_PAGE_SIZE = 20;
export const USAGE_MONTH_CHOICES = [6, 12] as const;
export type UsageMonths = (typeof USAGE_MONTH_CHOICES)[number];

export const billingKeys = {
  all: ['billing'] as const,
  summary: () => [...billingKeys.all, 'summary'] as const,
  usage: (months: number) => [...billingKeys.all, 'usage', months] as const,
  ledger: (page: number) => [...billingKeys.all, 'ledger', page] as const,
  packs: () => [...billingKeys.all, 'packs'] as const,
  purchases: (page: number) => [...billingKeys.all, 'purchases', page] as const,
};

export const PURCHASES_PAGE_SIZE = 10;

export const billingSummaryQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.summary(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/billing/summary', successEnvelope(billingSummarySchema), {
          signal,
        })
      ).data,
  });

export const billingUsageQueryOptions = (months: number) =>
  queryOptions({
    queryKey: billingKeys.usage(months),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/billing/usage', successEnvelope(billingUsageSchema), {
          query: { months },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const billingLedgerQueryOptions = (page: number) =>
  queryOptions({
    queryKey: billingKeys.ledger(page),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/billing/ledger', successEnvelope(billingLedgerSchema), {
          query: { page, page_size: LEDGER_PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

// The organization's purchases (its receipts), newest first.
export const purchasesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: billingKeys.purchases(page),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/checkout/sessions', successEnvelope(purchasesSchema), {
          query: { page, page_size: PURCHASES_PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const creditPacksQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.packs(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/checkout/packs', successEnvelope(creditPacksResponseSchema), {
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

// Starts buying a pack: the answer's url is the payment provider's page, where the caller goes.
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (pack: CreditPackId) =>
      (
        await apiClient.post('/api/checkout/sessions', successEnvelope(checkoutSessionSchema), {
          body: { pack },
        })
      ).data,
  });
}

// Redeems a promo code for the caller's organization; the subscription it answers goes into the
// session's cache (where the post-login flow keeps it) and the billing figures are read again.
export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveSubscriptionInput) =>
      (
        await apiClient.post('/api/subscriptions', successEnvelope(subscriptionPromoResultSchema), {
          body: input,
        })
      ).data,
    onSuccess: async (result) => {
      queryClient.setQueryData(sessionKeys.subscription(), result.subscription);
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
