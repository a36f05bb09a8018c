import { z } from 'zod';

// Billing (docs/decisions/055-subscriptions-and-credits.md). One subscription per organization:
// a candidate's own organization is on the free plan, which never limits practice; a recruiting
// organization gets a monthly allowance of interview credits and seats. One credit is one
// candidate's one-way interview: reserved at the invitation, captured when the candidate
// finishes, released when the invitation expires or is revoked.
export const PLAN_IDS = ['candidate-free', 'recruiting'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const planIdSchema = z.enum(PLAN_IDS);

export const PLAN_TERMS: Record<PlanId, { monthlyAllowance: number; seats: number }> = {
  'candidate-free': { monthlyAllowance: 0, seats: 1 },
  recruiting: { monthlyAllowance: 20, seats: 5 },
};

export const LEDGER_KINDS = [
  'grant',
  'reserve',
  'capture',
  'release',
  'refund',
  'expire',
  'adjust',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

// A promo code grants credits, or takes a percent off the next purchase (decision 056).
export const PROMO_KINDS = ['credits', 'percent'] as const;
export const promoKindSchema = z.enum(PROMO_KINDS);

// Credit packs an organization buys through the payment provider
// (docs/decisions/056-checkout-and-promo-codes.md). Prices in cents, one currency.
export const CREDIT_PACK_IDS = ['pack-10', 'pack-50', 'pack-200'] as const;
export type CreditPackId = (typeof CREDIT_PACK_IDS)[number];
export const creditPackIdSchema = z.enum(CREDIT_PACK_IDS);
export const CHECKOUT_CURRENCY = 'usd';

export const creditPackSchema = z.object({
  id: creditPackIdSchema,
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'pack-10', credits: 10, amount_cents: 1900, currency: CHECKOUT_CURRENCY },
  { id: 'pack-50', credits: 50, amount_cents: 8900, currency: CHECKOUT_CURRENCY },
  { id: 'pack-200', credits: 200, amount_cents: 29900, currency: CHECKOUT_CURRENCY },
];

// GET /api/checkout/packs: the packs, and whether purchasing is set up on this server.
export const creditPacksResponseSchema = z.object({
  packs: z.array(creditPackSchema),
  purchasing_available: z.boolean(),
});
export type CreditPacksResponse = z.infer<typeof creditPacksResponseSchema>;

// POST /api/checkout/sessions: start buying a pack; the answer's url is the provider's page.
export const createCheckoutSessionSchema = z.object({ pack: creditPackIdSchema });
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionSchema>;

export const checkoutSessionSchema = z.object({
  id: z.string(),
  url: z.string(),
  // What the provider charges, after a pending percent-off code.
  amount_cents: z.number().int(),
  currency: z.string(),
  percent_off: z.number().int().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

// GET /api/checkout/sessions: the organization's purchases, newest first (its receipts: what
// was bought, charged and granted, and whether the payment came through).
export const PURCHASES_PAGE_SIZE_MAX = 100;
export const purchasesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PURCHASES_PAGE_SIZE_MAX).default(10),
});
export type PurchasesQuery = z.infer<typeof purchasesQuerySchema>;

export const purchaseSchema = z.object({
  id: z.string(),
  pack: z.string(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  percent_off: z.number().int().nullable(),
  // open: started and not paid (yet); paid: the credits were granted; expired: abandoned.
  status: z.enum(['open', 'paid', 'expired']),
  bought_by: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchasesSchema = z.object({
  items: z.array(purchaseSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type Purchases = z.infer<typeof purchasesSchema>;

// ---------- Billing for recruiters (GET /api/billing/...) ----------

// The organization's plan and credits, as of now: this month's allowance already granted.
export const billingSummarySchema = z.object({
  plan: planIdSchema,
  // Credits free to spend, and credits held by invitations not yet answered.
  balance: z.number().int(),
  reserved: z.number().int(),
  monthly_allowance: z.number().int(),
  // The current allowance period: a calendar month, UTC ("2026-11", its first instant and the
  // next month's first instant).
  period: z.object({ name: z.string(), starts_at: z.string(), ends_at: z.string() }),
  seats: z.object({ used: z.number().int(), total: z.number().int() }),
  // Whether credits can be bought on this server (a payment provider is configured).
  purchasing_available: z.boolean(),
  // The caller's role in the recruiting organization; null for a candidate's own organization.
  role: z.enum(['owner', 'recruiter', 'reviewer']).nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const LEDGER_PAGE_SIZE_MAX = 100;
export const billingLedgerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LEDGER_PAGE_SIZE_MAX).default(20),
});
export type BillingLedgerQuery = z.infer<typeof billingLedgerQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  // The change of the free balance and of the reserved credits this entry made.
  amount: z.number().int(),
  reserved_change: z.number().int(),
  reason: z.string().nullable(),
  posting_id: z.string().nullable(),
  posting_title: z.string().nullable(),
  candidate_id: z.string().nullable(),
  candidate_name: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const billingLedgerSchema = z.object({
  // Newest first.
  items: z.array(ledgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type BillingLedger = z.infer<typeof billingLedgerSchema>;

export const USAGE_MONTHS_MAX = 24;
export const billingUsageQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(USAGE_MONTHS_MAX).default(6),
});
export type BillingUsageQuery = z.infer<typeof billingUsageQuerySchema>;

const usageCountsSchema = z.object({
  // Invitations that reserved a credit, interviews that spent one, invitations that gave one back.
  reserved: z.number().int(),
  captured: z.number().int(),
  released: z.number().int(),
});

export const billingUsageSchema = z.object({
  // The last `months` calendar months (UTC), oldest first, the current one last.
  months: z.array(usageCountsSchema.extend({ month: z.string() })),
  // Per posting over the same months, most used first; `held`: credits its pending
  // invitations hold now.
  postings: z.array(
    usageCountsSchema.extend({
      posting_id: z.string(),
      title: z.string(),
      held: z.number().int(),
    }),
  ),
});
export type BillingUsage = z.infer<typeof billingUsageSchema>;
