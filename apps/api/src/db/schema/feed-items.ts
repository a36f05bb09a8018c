import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The header's messages and notifications. They have one field list and one set of calls
// (decision 003), so they share this table and are told apart by `kind`: one generic
// service serves both, and a third kind of panel item would need no new table.
export const feedItems = pgTable(
  'feed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['message', 'notification'] }).notNull(),
    icon: text('icon'),
    image: text('image'),
    // HTML as given by the client; the contracts limit its length.
    title: text('title'),
    description: text('description'),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
    seen: boolean('seen').notNull().default(false),
    link: text('link'),
    useRouter: boolean('use_router').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Lists are newest first per user and kind; mark-all-as-read uses the same prefix.
  (t) => [index('feed_items_user_kind_time_idx').on(t.userId, t.kind, t.time.desc(), t.id)],
);

export type FeedItemRow = typeof feedItems.$inferSelect;
