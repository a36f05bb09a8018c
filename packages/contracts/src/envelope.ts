import { z } from 'zod';

// Product calls answer {success: true, data}; their errors {success: false, error: {code, message}}.
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

export const productErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
});

// Common and demo-area calls answer a bare {error}.
export const errorSchema = z.object({ error: z.string() });
