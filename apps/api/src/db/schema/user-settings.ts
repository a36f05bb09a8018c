import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Each user's scheme, theme and layout; a user without a row has the defaults.
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  scheme: text('scheme', { enum: ['light', 'dark', 'auto'] }).notNull(),
  theme: text('theme').notNull(),
  layout: text('layout').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
