import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// A request sent from the Contact Support page. Signed-out visitors may write too (support pages
// are not guarded); their requests carry only the email they gave.
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_user_created_idx').on(t.userId, t.createdAt)],
);

// Video walkthroughs of the tools shown on the Demo page, added by admins: a link to a video or
// an uploaded file (kept in the recording store), with optional WebVTT captions.
export const walkthroughVideos = pgTable('walkthrough_videos', {
  id: uuid('id').primaryKey().defaultRandom(),
  tool: text('tool').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  // An https or same-site URL for a linked video; null for an upload.
  url: text('url'),
  // The uploaded file in the recording store; null for a link.
  storageKey: text('storage_key'),
  mimeType: text('mime_type'),
  size: integer('size'),
  captions: text('captions'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
