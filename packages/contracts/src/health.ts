import { z } from 'zod';

// Where recordings, walkthrough videos and uploaded files are kept, and whether this process can
// reach it (docs/decisions/074-object-storage.md). `problem` says why not, never a host or a name.
export const storageHealthSchema = z.object({
  kind: z.enum(['memory', 'folder', 's3']),
  available: z.boolean(),
  problem: z
    .enum(['not_writable', 'timeout', 'no_bucket', 'access_denied', 'unreachable'])
    .optional(),
});
export type StorageHealth = z.infer<typeof storageHealthSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
  // Whether recorded answers are transcribed on this server (decision 032; GET /api/speech).
  transcription: z.boolean(),
  storage: storageHealthSchema,
});
export type Health = z.infer<typeof healthSchema>;
