import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { outboxPageSchema, type EmailStatus } from '@rehearse/contracts/outbox';
import { apiClient } from '../../../lib/api-client';

// The email outbox for admins (GET /api/admin/outbox, docs/decisions/040-email-delivery.md):
// recipients, subjects and delivery, never bodies.

export const OUTBOX_PAGE_SIZE = 20;

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (status: EmailStatus | undefined, page: number) =>
    [...outboxKeys.all, status ?? 'all', page] as const,
};

export const outboxQueryOptions = (status: EmailStatus | undefined, page: number) =>
  queryOptions({
    queryKey: outboxKeys.page(status, page),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/admin/outbox', successEnvelope(outboxPageSchema), {
          query: { status, page, pageSize: OUTBOX_PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    // Delivery moves on by itself (the worker runs every few seconds).
    refetchInterval: 15_000,
  });
