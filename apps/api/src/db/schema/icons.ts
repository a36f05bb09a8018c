import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Icon sets are reference data shared by every user (not owned by anyone), seeded from the
// icon packages' own file lists (scripts/generate-icon-sets.mjs).
export const iconSets = pgTable('icon_sets', {
  // The path segment of GET /api/ui/icons/{slug}, e.g. 'heroicons-outline'.
  slug: text('slug').primaryKey(),
  namespace: text('namespace').notNull(),
  name: text('name').notNull(),
  grid: text('grid').notNull(),
  // Sorted icon names; one set is read whole, never filtered.
  icons: text('icons').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
