import { z } from 'zod';

// POST /api/question-pool/init: the app asks the question-pool service to warm its cache once
// per load. `alreadyWarm` tells a repeated call apart from the one that did the work.
export const questionPoolStatusSchema = z.object({
  ready: z.literal(true),
  questions: z.number().int().min(0),
  // ISO 8601 date-time of the first (warming) call.
  warmedAt: z.string(),
  alreadyWarm: z.boolean(),
});
export type QuestionPoolStatus = z.infer<typeof questionPoolStatusSchema>;
