import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export type StoredNoteTask = { id: string; content: string; completed: boolean };

// A user's note labels (Family, Work, ...).
export const noteLabels = pgTable(
  'note_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Sample content made at sign-up, removable in one action (decision 037).
    sample: boolean('sample').notNull().default(false),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('note_labels_user_idx').on(t.userId, t.createdAt)],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sample: boolean('sample').notNull().default(false),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    // null for a plain note, a checklist otherwise; always read and written with its note.
    tasks: jsonb('tasks').$type<StoredNoteTask[]>(),
    image: text('image'),
    reminder: timestamp('reminder', { withTimezone: true }),
    // Label ids of note_labels; deleting a label strips it with one array_remove update.
    labels: uuid('labels')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // null until the note is first edited.
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  // Read backwards for "newest first" (ORDER BY ... DESC means NULLS FIRST, which a DESC NULLS
  // LAST index would not serve).
  (t) => [index('notes_user_created_idx').on(t.userId, t.createdAt, t.id)],
);
