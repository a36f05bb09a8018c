import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
  // Whether recorded answers are transcribed on this server (decision 032; GET /api/speech).
  transcription: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;
