import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // A file's size in bytes (a sample file's is what its size text says; a folder's is 0): a
    // folder's size and contents are totals of these, computed when listed (decision 067).
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    // An uploaded file's stored bytes (the file store's key) and their Content-Type; null for a
    // folder and a sample file, which have no bytes to download.
    storageKey: text('storage_key'),
    mimeType: text('mime_type'),
  },
  (t) => [
    foreignKey({ columns: [t.folderId], foreignColumns: [t.id] }).onDelete('cascade'),
    // A folder's listing, sorted by name; also each step of the path's walk up.
    index('file_manager_items_user_folder_name_idx').on(
      t.userId,
      t.folderId,
      sql`lower(${t.name})`,
    ),
    // A name is used once per folder, whatever its case; the root is the zero uuid here.
    uniqueIndex('file_manager_items_unique_name_idx').on(
      t.userId,
      sql`coalesce(${t.folderId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);
