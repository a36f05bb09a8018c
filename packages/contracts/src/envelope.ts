import { z } from 'zod';

// Product calls answer {success: true, data}; their errors {success: false, error: {code, message}}.
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

// What every error carries besides its message: the code (error-codes.ts) the web app
// translates, the field it concerns, the values for the translation, and for invalid input each
// problem with its field.
const issueSchema = z.object({
  code: z.string(),
  field: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  message: z.string(),
});
const errorDetail = issueSchema.extend({ issues: z.array(issueSchema).optional() });

export const productErrorSchema = z.object({
  success: z.literal(false),
  error: errorDetail,
});

// Common and demo-area calls answer {error: message} with the same details beside it.
export const errorSchema = errorDetail.omit({ message: true }).extend({ error: z.string() });
