import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordings } from './recordings';

export type StoredRecognisedWord = { text: string; start: number; end: number; confidence: number };

// The server's transcription of one recording (decision 032): queued when the upload completes,
// run one at a time, picked up again at start-up when a restart interrupted it.
export const transcriptions = pgTable(
  'transcriptions',
  {
    recordingId: uuid('recording_id')
      .primaryKey()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull(),
    // 'decoding' or 'recognising' while running.
    stage: text('stage').$type<'decoding' | 'recognising'>(),
    // 0-100.
    progress: integer('progress').notNull().default(0),
    engine: text('engine').notNull(),
    text: text('text'),
    words: jsonb('words').$type<StoredRecognisedWord[]>(),
    audioSeconds: real('audio_seconds'),
    // An error code for a failed run (transcription.audio_unreadable, transcription.failed).
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transcriptions_status_created_idx').on(t.status, t.createdAt)],
);
