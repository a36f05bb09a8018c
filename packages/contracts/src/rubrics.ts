import { z } from 'zod';
import { withCode } from './validation-issues';

// Reusable scorecards (issue 14): criteria with a weight and an anchored 1-5 scale, and an
// overall recommendation on a fixed four-step scale. A posting uses one rubric; each question
// of its interview plan informs some of the rubric's criteria.

export const RUBRIC_NAME_MAX_LENGTH = 120;
export const RUBRIC_DESCRIPTION_MAX_LENGTH = 1000;
export const CRITERION_NAME_MAX_LENGTH = 120;
export const CRITERION_DESCRIPTION_MAX_LENGTH = 500;
export const ANCHOR_MAX_LENGTH = 300;
export const CRITERIA_MAX = 20;
export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 10;
// The scale every criterion is scored on.
export const SCALE_POINTS = [1, 2, 3, 4, 5] as const;
// The overall recommendation, from worst to best.
export const RECOMMENDATIONS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export const recommendationSchema = z.enum(RECOMMENDATIONS);
export type Recommendation = z.infer<typeof recommendationSchema>;

export const criterionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  weight: z.number().int(),
  // What a 1, 2, 3, 4 and 5 look like.
  anchors: z.array(z.string()).length(SCALE_POINTS.length),
});
export type Criterion = z.infer<typeof criterionSchema>;

export const rubricSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  criteria: z.array(criterionSchema),
  // Postings (not archived) that use this rubric.
  posting_count: z.number().int(),
  updated_at: z.string(),
});
export type Rubric = z.infer<typeof rubricSchema>;

export const rubricSummarySchema = rubricSchema.omit({ criteria: true }).extend({
  criterion_count: z.number().int(),
});
export type RubricSummary = z.infer<typeof rubricSummarySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null);

export const criterionInputSchema = z
  .object({
    // An existing criterion's id keeps it (and what points at it); without one it is new.
    id: z.string().max(100).optional(),
    name: z.string().trim().min(1).max(CRITERION_NAME_MAX_LENGTH),
    description: optionalText(CRITERION_DESCRIPTION_MAX_LENGTH),
    weight: z.number().int().min(WEIGHT_MIN).max(WEIGHT_MAX).default(1),
    anchors: z.array(z.string().trim().min(1).max(ANCHOR_MAX_LENGTH)).length(SCALE_POINTS.length),
  })
  .strict();
export type CriterionInput = z.infer<typeof criterionInputSchema>;

// Create, or replace as a whole: criteria not listed are removed.
export const rubricInputSchema = z
  .object({
    name: z.string().trim().min(1).max(RUBRIC_NAME_MAX_LENGTH),
    description: optionalText(RUBRIC_DESCRIPTION_MAX_LENGTH),
    criteria: z.array(criterionInputSchema).min(1).max(CRITERIA_MAX),
  })
  .strict()
  .superRefine((value, ctx) => {
    // A criterion kept twice would be two criteria with one id.
    const seen = new Set<string>();
    value.criteria.forEach((criterion, index) => {
      if (criterion.id === undefined) return;
      if (seen.has(criterion.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['criteria', index, 'id'],
          ...withCode('validation.field_invalid', 'This criterion is listed twice'),
        });
      }
      seen.add(criterion.id);
    });
  });
export type RubricInput = z.infer<typeof rubricInputSchema>;

export const rubricDeletedSchema = z.object({ id: z.string() });
