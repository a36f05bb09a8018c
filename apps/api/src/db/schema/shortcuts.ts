import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The header's shortcuts panel: each user's own links.
export const shortcuts = pgTable(
  'shortcuts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description'),
    icon: text('icon').notNull(),
    link: text('link').notNull(),
    useRouter: boolean('use_router').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The panel lists them in the order they were added.
  (t) => [index('shortcuts_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export type ShortcutRow = typeof shortcuts.$inferSelect;
