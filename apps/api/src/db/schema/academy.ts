import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Categories, courses and steps are reference data shared by every user, upserted by their
// natural keys (slug; course + order) so re-seeding keeps ids. Progress is per user.

export const academyCategories = pgTable(
  'academy_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('academy_categories_slug_key').on(t.slug)],
);

export const academyCourses = pgTable(
  'academy_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => academyCategories.id),
    // Minutes.
    duration: integer('duration').notNull(),
    featured: boolean('featured').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('academy_courses_slug_key').on(t.slug),
    index('academy_courses_title_idx').on(t.title),
  ],
);

export const academyCourseSteps = pgTable(
  'academy_course_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    // Zero-based.
    order: integer('order').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('academy_course_steps_course_order_key').on(t.courseId, t.order)],
);

// One row per user and course the user has started; no row means no progress yet.
export const academyProgress = pgTable(
  'academy_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    currentStep: integer('current_step').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('academy_progress_user_course_key').on(t.userId, t.courseId)],
);
