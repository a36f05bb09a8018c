import { z } from 'zod';

// Where recordings, walkthrough videos and uploaded files are kept, and whether this process can
// reach it (docs/decisions/074-object-storage.md). `problem` says why not, never a host or a name.
export const storageHealthSchema = z.object({
  kind: z.enum(['memory', 'folder', 's3', 'indexeddb']),
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
  // Whether a `select 1` answered within 2 s.
  databaseReachable: z.boolean(),
  // Whether this process listens for live-update announcements (decision 076): without it, its
  // streams hear nothing.
  events: z.object({ listening: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;
