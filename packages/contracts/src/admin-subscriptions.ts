import { z } from 'zod';
import { LEDGER_KINDS, PLAN_IDS } from './billing';
import { withCode } from './validation-issues';
import { adminPageMeta, adminPagingSchema, adminSearchSchema } from './admin-paging';

// Subscriptions as admins manage them (docs/decisions/057-admin-workspace.md). The `{id}` of
// these routes is the organization's id (one subscription per organization): an organization
// that has none yet is listed with its plan's defaults, and the first change creates it.

export const ADJUSTMENT_MAX = 100_000;
export const MONTHLY_ALLOWANCE_MAX = 100_000;
export const SEATS_MAX = 10_000;

export const adminSubscriptionsQuerySchema = adminPagingSchema.extend({
  search: adminSearchSchema,
  plan: z.enum(PLAN_IDS).optional(),
});
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuerySchema>;

export const adminSubscriptionSchema = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
  // Null until the organization's subscription is created (its first use or change).
  subscription_id: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  balance: z.number().int(),
  reserved: z.number().int(),
  monthly_allowance: z.number().int(),
  seats: z.number().int(),
  updated_at: z.string().nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionPageSchema = z.object({
  subscriptions: z.array(adminSubscriptionSchema),
  ...adminPageMeta,
});
export type AdminSubscriptionPage = z.infer<typeof adminSubscriptionPageSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int(),
  reserved_change: z.number().int(),
  reason: z.string().nullable(),
  actor_id: z.string().nullable(),
  posting_id: z.string().nullable(),
  candidate_id: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({ entries: z.array(ledgerEntrySchema), ...adminPageMeta });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const updateAdminSubscriptionSchema = z
  .object({
    plan: z.enum(PLAN_IDS).optional(),
    seats: z.number().int().min(1).max(SEATS_MAX).optional(),
    monthly_allowance: z.number().int().min(0).max(MONTHLY_ALLOWANCE_MAX).optional(),
  })
  .strict();
export type UpdateAdminSubscriptionInput = z.infer<typeof updateAdminSubscriptionSchema>;

export const adjustmentSchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(-ADJUSTMENT_MAX)
      .max(ADJUSTMENT_MAX)
      .refine((n) => n !== 0, withCode('validation.field_invalid', 'The amount must not be zero')),
    reason: z.string().trim().min(3).max(500),
    // The client's key for this one adjustment: a double submit with the same key changes
    // nothing the second time.
    idempotency_key: z.uuid(),
  })
  .strict();
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

export const adjustmentResultSchema = z.object({
  // False when this key was applied before: nothing changed this time.
  applied: z.boolean(),
  subscription: adminSubscriptionSchema,
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;
