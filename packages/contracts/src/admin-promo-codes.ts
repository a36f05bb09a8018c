import { z } from 'zod';
import { promoKindSchema } from './billing';
import { withCode } from './validation-issues';

// Promo codes as admins manage them (docs/decisions/057-admin-workspace.md). Redeeming one is
// the checkout's (domain/promo-codes.ts); here they are created, edited, disabled and listed
// with their redemptions. A code is stored upper case and unique; once redeemed, its code and
// kind stay as they were.

export const PROMO_CREDITS_MAX = 10_000;
export const PROMO_REDEMPTIONS_MAX = 1_000_000;

const code = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .transform((v) => v.toUpperCase())
  .pipe(
    z.string().regex(
      /^[A-Z0-9-]+$/,
      withCode('validation.invalid_format', 'Use letters, digits and hyphens only', {
        format: 'A-Z, 0-9, -',
      }),
    ),
  );

const fields = {
  code,
  kind: promoKindSchema,
  // Credits granted (kind credits), or percent off the next purchase (kind percent).
  credits: z.number().int().min(1).max(PROMO_CREDITS_MAX).nullable().optional(),
  percent_off: z.number().int().min(1).max(100).nullable().optional(),
  starts_at: z.iso.datetime({ offset: true }).nullable().optional(),
  ends_at: z.iso.datetime({ offset: true }).nullable().optional(),
  max_redemptions: z.number().int().min(1).max(PROMO_REDEMPTIONS_MAX).nullable().optional(),
  max_per_organization: z.number().int().min(1).max(1000).optional(),
};

type PromoFields = {
  kind?: string;
  credits?: number | null;
  percent_off?: number | null;
  starts_at?: string | null;
  ends_at?: string | null;
};

// The rules across fields: a credits code says its credits (and no percent), a percent code
// its percent; the end comes after the start. Applied to a whole new code, and by the service
// to an edited code merged with what it was.
export function promoCodeIssues(value: PromoFields): {
  path: string;
  code: 'validation.required' | 'validation.field_invalid' | 'validation.date_order';
  message: string;
}[] {
  const issues: ReturnType<typeof promoCodeIssues> = [];
  if (value.kind === 'credits') {
    if (value.credits == null)
      issues.push({
        path: 'credits',
        code: 'validation.required',
        message: 'Say how many credits',
      });
    if (value.percent_off != null)
      issues.push({
        path: 'percent_off',
        code: 'validation.field_invalid',
        message: 'A credits code has no percent off',
      });
  }
  if (value.kind === 'percent') {
    if (value.percent_off == null)
      issues.push({
        path: 'percent_off',
        code: 'validation.required',
        message: 'Say the percent off',
      });
    if (value.credits != null)
      issues.push({
        path: 'credits',
        code: 'validation.field_invalid',
        message: 'A percent code grants no credits',
      });
  }
  if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at))
    issues.push({
      path: 'ends_at',
      code: 'validation.date_order',
      message: 'The end must come after the start',
    });
  return issues;
}

export const createPromoCodeSchema = z
  .object(fields)
  .strict()
  .superRefine((value, ctx) => {
    for (const issue of promoCodeIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], ...withCode(issue.code, issue.message) });
  });
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeSchema>;

// Any subset; the code and kind only while nobody has redeemed it.
export const updatePromoCodeSchema = z.object(fields).partial().strict();
export type UpdatePromoCodeInput = z.infer<typeof updatePromoCodeSchema>;

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: promoKindSchema,
  credits: z.number().int().nullable(),
  percent_off: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  max_per_organization: z.number().int(),
  redemption_count: z.number().int(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeListSchema = z.object({ promo_codes: z.array(promoCodeSchema) });
export type PromoCodeList = z.infer<typeof promoCodeListSchema>;

export const promoRedemptionSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
});
export const promoRedemptionListSchema = z.object({
  redemptions: z.array(promoRedemptionSchema),
});
export type PromoRedemptionList = z.infer<typeof promoRedemptionListSchema>;
