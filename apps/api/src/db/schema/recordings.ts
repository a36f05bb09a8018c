import { index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// An uploaded audio or video answer. The bytes live in the recording store (files under
// DATA_DIR/recordings), keyed by `storage_key`; the row says whose they are. A recording is
// uploaded first and then attached to a practice attempt or a mock-interview take; one left
// unattached for a day is swept away.
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    durationSeconds: real('duration_seconds'),
    storageKey: text('storage_key').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recordings_user_created_idx').on(t.userId, t.createdAt)],
);
