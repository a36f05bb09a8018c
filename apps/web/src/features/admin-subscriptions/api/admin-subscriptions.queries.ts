import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  adjustmentResultSchema,
  adminSubscriptionPageSchema,
  adminSubscriptionSchema,
  ledgerPageSchema,
  type AdjustmentInput,
  type AdminSubscriptionsQuery,
  type UpdateAdminSubscriptionInput,
} from '@rehearse/contracts/admin-subscriptions';
import {
  promoCodeListSchema,
  promoCodeSchema,
  promoRedemptionListSchema,
  type CreatePromoCodeInput,
  type UpdatePromoCodeInput,
} from '@rehearse/contracts/admin-promo-codes';
import { apiClient } from '../../../lib/api-client';

// Subscriptions, their credit ledgers and promo codes as admins manage them
// (/api/admin/subscriptions, /api/admin/promo-codes; docs/decisions/057-admin-workspace.md).
// A subscription's `{id}` is its organization's id.

const subscriptionsBase = '/api/admin/subscriptions';
const promoBase = '/api/admin/promo-codes';
const promoAnswer = successEnvelope(promoCodeSchema);
const id = (value: string) => encodeURIComponent(value);

export const SUBSCRIPTIONS_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 10;

export const adminSubscriptionKeys = {
  all: ['admin-subscriptions'] as const,
  lists: () => [...adminSubscriptionKeys.all, 'list'] as const,
  list: (query: AdminSubscriptionsQuery) => [...adminSubscriptionKeys.lists(), query] as const,
  ledgers: (organizationId: string) =>
    [...adminSubscriptionKeys.all, 'ledger', organizationId] as const,
  ledger: (organizationId: string, page: number) =>
    [...adminSubscriptionKeys.ledgers(organizationId), page] as const,
};

export const promoCodeKeys = {
  all: ['admin-promo-codes'] as const,
  list: () => [...promoCodeKeys.all, 'list'] as const,
  redemptions: (promoId: string) => [...promoCodeKeys.all, 'redemptions', promoId] as const,
};

export const adminSubscriptionsQueryOptions = (query: AdminSubscriptionsQuery) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(subscriptionsBase, successEnvelope(adminSubscriptionPageSchema), {
          query: { ...query },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const ledgerQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.ledger(organizationId, page),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `${subscriptionsBase}/${id(organizationId)}/ledger`,
          successEnvelope(ledgerPageSchema),
          { query: { page, page_size: LEDGER_PAGE_SIZE }, signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });

// A subscription change shows in the lists and its ledger.
function useRefreshSubscriptions() {
  const queryClient = useQueryClient();
  return (organizationId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminSubscriptionKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: adminSubscriptionKeys.ledgers(organizationId) }),
      // The organizations screen shows plans and balances too.
      queryClient.invalidateQueries({ queryKey: ['admin-organizations'] }),
    ]);
}

export function useUpdateSubscription() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: async (input: { organizationId: string; patch: UpdateAdminSubscriptionInput }) =>
      (
        await apiClient.patch(
          `${subscriptionsBase}/${id(input.organizationId)}`,
          successEnvelope(adminSubscriptionSchema),
          { body: input.patch },
        )
      ).data,
    onSuccess: (subscription) => refresh(subscription.organization_id),
  });
}

export function useAdjustBalance() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: async (input: { organizationId: string; adjustment: AdjustmentInput }) =>
      (
        await apiClient.post(
          `${subscriptionsBase}/${id(input.organizationId)}/adjustments`,
          successEnvelope(adjustmentResultSchema),
          { body: input.adjustment },
        )
      ).data,
    onSuccess: (result) => refresh(result.subscription.organization_id),
  });
}

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: promoCodeKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiClient.get(promoBase, successEnvelope(promoCodeListSchema), { signal })).data
        .promo_codes,
  });

export const redemptionsQueryOptions = (promoId: string) =>
  queryOptions({
    queryKey: promoCodeKeys.redemptions(promoId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `${promoBase}/${id(promoId)}/redemptions`,
          successEnvelope(promoRedemptionListSchema),
          { signal },
        )
      ).data.redemptions,
  });

function usePromoChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.list() }),
  });
}

export const useCreatePromoCode = () =>
  usePromoChange(
    async (input: CreatePromoCodeInput) =>
      (await apiClient.post(promoBase, promoAnswer, { body: input })).data,
  );

export const useUpdatePromoCode = () =>
  usePromoChange(
    async (input: { id: string; patch: UpdatePromoCodeInput }) =>
      (await apiClient.patch(`${promoBase}/${id(input.id)}`, promoAnswer, { body: input.patch }))
        .data,
  );

export const useSetPromoCodeDisabled = () =>
  usePromoChange(
    async (input: { id: string; disabled: boolean }) =>
      (
        await apiClient.post(
          `${promoBase}/${id(input.id)}/${input.disabled ? 'disable' : 'enable'}`,
          promoAnswer,
        )
      ).data,
  );
