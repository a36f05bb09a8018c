import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Server-wide settings that must survive restarts (e.g. the generated JWT secret).
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
