import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// A user's activity feed, read newest first.
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    icon: text('icon'),
    image: text('image'),
    description: text('description').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    extraContent: text('extra_content'),
    linkedContent: text('linked_content'),
    link: text('link'),
    useRouter: boolean('use_router'),
  },
  (t) => [index('activities_user_date_idx').on(t.userId, t.date.desc(), t.id)],
);
