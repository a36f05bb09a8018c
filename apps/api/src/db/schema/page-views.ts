import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// First-party page views (decision 009): one row per settled navigation.
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    referrer: text('referrer'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A user's own views are read newest first. NULLS FIRST matches `order by … desc` (drizzle's
  // default DESC NULLS LAST would need a sort, decision 008); id breaks ties.
  (t) => [
    index('page_views_user_viewed_idx').on(
      t.userId,
      t.viewedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type PageViewRow = typeof pageViews.$inferSelect;
