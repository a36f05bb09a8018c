import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export type ContactEmailRow = { email: string; label: string };
export type ContactPhoneNumberRow = { country: string; phoneNumber: string; label: string };
export type ContactAttachmentsRow = {
  media: string[];
  docs: string[];
  links: string[];
};

// A user's address book. The chat app reuses these rows as its contacts: `about` is the chat
// status text and `attachments` the media, docs and links shared in the conversation.
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Sample content made at sign-up, removable in one action (decision 037).
    sample: boolean('sample').notNull().default(false),
    name: text('name').notNull(),
    avatar: text('avatar'),
    background: text('background'),
    emails: jsonb('emails')
      .$type<ContactEmailRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    phoneNumbers: jsonb('phone_numbers')
      .$type<ContactPhoneNumberRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    title: text('title'),
    company: text('company'),
    birthday: timestamp('birthday', { withTimezone: true }),
    address: text('address'),
    notes: text('notes'),
    // Ids of this user's contact tags; deleting a tag strips it with array_remove.
    tags: uuid('tags')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    about: text('about'),
    attachments: jsonb('attachments')
      .$type<ContactAttachmentsRow>()
      .notNull()
      .default(sql`'{"media":[],"docs":[],"links":[]}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists and search sort by name case-insensitively with byte-order ("C") collation, so
    // PGlite and every PostgreSQL locale order alike; ties put the newest first.
    index('contacts_user_name_idx').on(
      t.userId,
      sql`lower(${t.name}) collate "C"`,
      t.createdAt.desc(),
    ),
  ],
);

// A user's contact tags. Lists put the newest tag first.
export const contactTags = pgTable(
  'contact_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sample: boolean('sample').notNull().default(false),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_tags_user_created_idx').on(t.userId, t.createdAt.desc())],
);
