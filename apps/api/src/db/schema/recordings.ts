import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { postingCandidates } from './posting-candidates';
import { users } from './users';

// An uploaded audio or video answer. The bytes live in the recording store (files under
// DATA_DIR/recordings), keyed by `storage_key`; the row says whose they are. A recording is
// uploaded first and then attached to a practice attempt or a mock-interview take; one left
// unattached for a day is swept away. Exactly one owner: a user (practice, mock interviews) or a
// candidate of a posting who has no account and answers a one-way interview through a link
// (docs/decisions/048-candidate-one-way-interview.md); both cascade.
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').references(() => postingCandidates.id, {
      onDelete: 'cascade',
    }),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    durationSeconds: real('duration_seconds'),
    storageKey: text('storage_key').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recordings_user_created_idx').on(t.userId, t.createdAt),
    index('recordings_candidate_idx')
      .on(t.candidateId)
      .where(sql`candidate_id is not null`),
    check('recordings_owner_check', sql`(${t.userId} is null) <> (${t.candidateId} is null)`),
  ],
);
