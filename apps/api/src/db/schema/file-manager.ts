import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Files and folders of one user's file manager; folder_id is null at the root.
export const fileManagerItems = pgTable(
  'file_manager_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Sample content made at sign-up, removable in one action (decision 037).
    sample: boolean('sample').notNull().default(false),
    folderId: uuid('folder_id'),
    name: text('name').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    size: text('size').notNull(),
    type: text('type', { enum: ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] }).notNull(),
    contents: text('contents'),
    description: text('description'),
  },
  (t) => [
    foreignKey({ columns: [t.folderId], foreignColumns: [t.id] }).onDelete('cascade'),
    // A folder's listing, sorted by name; also each step of the path's walk up.
    index('file_manager_items_user_folder_name_idx').on(
      t.userId,
      t.folderId,
      sql`lower(${t.name})`,
    ),
  ],
);
