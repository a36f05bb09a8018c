import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // 'recruiting' marks a recruiting organization; 'individual' is a candidate's own workspace.
    organizationType: text('organization_type', { enum: ['recruiting', 'individual'] }).notNull(),
    // The company profile a recruiting organization shows candidates
    // (docs/decisions/041-recruiting-organizations.md).
    website: text('website'),
    about: text('about'),
    // #rrggbb, lower case; the accent of candidate-facing pages.
    brandColor: text('brand_color'),
    // Set by an admin: the organization's members cannot sign in until it is restored
    // (docs/decisions/057-admin-workspace.md).
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('organizations_brand_color_check', sql`${t.brandColor} ~ '^#[0-9a-f]{6}$'`)],
);

// An organization's logo: PNG, JPEG or WebP of at most 1 MB, checked by its bytes, kept as
// base64 beside the organization (one per organization; small, and in the same backups and
// transactions as the rest of its data).
export const organizationLogos = pgTable('organization_logos', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  data: text('data').notNull(),
  byteSize: integer('byte_size').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
