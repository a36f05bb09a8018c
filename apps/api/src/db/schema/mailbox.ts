import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type MailAttachmentRow = {
  type: string;
  name: string;
  size: number;
  preview: string;
  downloadUrl: string;
};

// A user's mail settings, one row per user (seeded at sign-up).
export const mailSettings = pgTable('mail_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messageLayout: text('message_layout', { enum: ['right', 'full'] })
    .notNull()
    .default('right'),
});

// The five folders of each user (inbox, sent, drafts, spam, trash), seeded at sign-up. Per-user
// rows rather than shared ones so that a mail's folder can be checked by a foreign key that
// also pins it to the mail's owner.
export const mailFolders = pgTable(
  'mail_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull(),
    // How many mails the folder holds, so a folder's list knows its totalResults without
    // counting tens of thousands of rows on every page. Kept exact by the mailbox services in the
    // same transaction as every change that adds or moves mail (see recountMailFolders).
    total: integer('total').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mail_folders_user_slug_key').on(t.userId, t.slug),
    // Target of the (user_id, folder_id) foreign key of mails. A constraint, not a unique
    // index, so the migration creates it with the table, before the foreign key needs it.
    unique('mail_folders_user_id_key').on(t.userId, t.id),
  ],
);

// A user's labels. The slug is unique per user: a unique index, and creation retries with the
// next free suffix when a concurrent request took the slug first.
export const mailLabels = pgTable(
  'mail_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Sample content made at sign-up, removable in one action (decision 037).
    sample: boolean('sample').notNull().default(false),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_labels_user_slug_key').on(t.userId, t.slug),
    index('mail_labels_user_created_idx').on(t.userId, t.createdAt),
  ],
);

// A user's mails. Lists always filter by user and sort newest first (date desc, id desc as the
// tie-break), so every list index leads with user_id and ends with that order: a page is an
// index range scan and a count is an index-only scan, whatever the user's mail volume.
// The index keys are DESC NULLS FIRST, which is what a plain `order by date desc` means (the
// columns are not null, but the planner matches the index only on identical null ordering).
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sample: boolean('sample').notNull().default(false),
    folderId: uuid('folder_id').notNull(),
    fromAvatar: text('from_avatar'),
    fromContact: text('from_contact').notNull(),
    to: text('to').notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    date: timestamp('date', { withTimezone: true }).notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments')
      .$type<MailAttachmentRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    starred: boolean('starred').notNull().default(false),
    important: boolean('important').notNull().default(false),
    unread: boolean('unread').notNull().default(false),
    // Label ids as an array rather than a join table: the mail answers its labels without a
    // join or aggregation, `labels @> array[id]` finds a label's mails through the GIN index
    // (label ids are UUIDs, so the lookup is as selective as a per-user one), and deleting a
    // label strips it with one array_remove update in the same transaction.
    labels: uuid('labels')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    foreignKey({
      name: 'mails_user_folder_fk',
      columns: [t.userId, t.folderId],
      foreignColumns: [mailFolders.userId, mailFolders.id],
    }).onDelete('cascade'),
    // Folder lists and their totals (the default inbox list, drafts and spam counts).
    index('mails_user_folder_date_idx').on(
      t.userId,
      t.folderId,
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Lists across folders (a filter or label without a folder).
    index('mails_user_date_idx').on(t.userId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Unread counts per folder and unread lists; starred and important lists. Partial, so they
    // hold only the flagged mails.
    index('mails_user_unread_idx')
      .on(t.userId, t.folderId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.unread}`),
    index('mails_user_starred_idx')
      .on(t.userId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.starred}`),
    index('mails_user_important_idx')
      .on(t.userId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.important}`),
    index('mails_labels_idx').using('gin', t.labels),
  ],
);
