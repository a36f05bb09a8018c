import { z } from 'zod';
import { planIdSchema, promoKindSchema } from './billing';

// The subscription calls the web app makes after sign-in (docs/decisions/056-checkout-and-promo-codes.md):
// GET /api/subscriptions/current loads the caller's organization's subscription;
// PATCH /api/subscriptions/{id} with a checkout session id confirms a purchase (id 0 means the
// caller's current subscription); POST /api/subscriptions redeems a promo code. Usage and the
// ledger are under /api/billing.

// A stored promo code as the user typed it: matched case-insensitively.
export const PROMO_CODE_MAX_LENGTH = 64;
export const promoCodeInputSchema = z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH);

export const subscriptionSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  plan: planIdSchema,
  // Credits free to spend, and credits held by pending invitations.
  balance: z.number().int(),
  reserved: z.number().int(),
  monthly_allowance: z.number().int(),
  seats: z.number().int(),
  // The percent off the next purchase from a redeemed promo code; null without one.
  pending_percent_off: z.number().int().nullable(),
  // Whether credit packs can be bought on this server (a payment provider is set up).
  purchasing_available: z.boolean(),
  updated_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

// PATCH /api/subscriptions/{id}: the checkout session id the provider's success page returned
// with, and the caller's own user id.
export const updateSubscriptionSchema = z.object({
  session_id: z.string().trim().min(1).max(255),
  user_id: z.string().uuid(),
});
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionSchema>;

// What the confirmation found: paid (credits granted, now or earlier) or still pending (the
// provider has not taken the payment yet; the webhook grants later).
export const CHECKOUT_STATUSES = ['paid', 'pending'] as const;
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);

export const subscriptionCheckoutResultSchema = z.object({
  subscription: subscriptionSchema,
  checkout: z.object({
    session_id: z.string(),
    status: checkoutStatusSchema,
    credits: z.number().int(),
  }),
});
export type SubscriptionCheckoutResult = z.infer<typeof subscriptionCheckoutResultSchema>;

// POST /api/subscriptions: redeem a promo code for the caller's organization.
export const saveSubscriptionSchema = z.object({
  user_id: z.string().uuid(),
  promo_code: promoCodeInputSchema,
});
export type SaveSubscriptionInput = z.infer<typeof saveSubscriptionSchema>;

export const subscriptionPromoResultSchema = z.object({
  subscription: subscriptionSchema,
  promo: z.object({
    code: z.string(),
    kind: promoKindSchema,
    // Credits granted now (a credits code), or the percent off the next purchase.
    credits: z.number().int().nullable(),
    percent_off: z.number().int().nullable(),
  }),
});
export type SubscriptionPromoResult = z.infer<typeof subscriptionPromoResultSchema>;
