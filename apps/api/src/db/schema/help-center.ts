import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Help-centre content is reference data shared by every user (it references no user). Rows are
// upserted by their natural keys (slug, or category + position), so re-seeding keeps ids.

export const helpFaqCategories = pgTable(
  'help_faq_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    // Order in the data file; lists follow it.
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('help_faq_categories_slug_key').on(t.slug)],
);

export const helpFaqs = pgTable(
  'help_faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpFaqCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  // Also serves "the FAQs of a category in order".
  (t) => [uniqueIndex('help_faqs_category_position_key').on(t.categoryId, t.position)],
);

export const helpGuideCategories = pgTable(
  'help_guide_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('help_guide_categories_slug_key').on(t.slug)],
);

export const helpGuides = pgTable(
  'help_guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpGuideCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    content: text('content').notNull(),
  },
  (t) => [
    uniqueIndex('help_guides_category_slug_key').on(t.categoryId, t.slug),
    // Lists read a category's first N guides in order.
    index('help_guides_category_position_idx').on(t.categoryId, t.position),
  ],
);
