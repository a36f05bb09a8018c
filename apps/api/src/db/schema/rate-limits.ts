import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window failure counters (e.g. sign-in failures per email and per client address).
// Kept in the database so that several API processes on one PostgreSQL share them.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
