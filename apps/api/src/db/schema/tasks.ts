import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type StoredSubTask = { id: string; title: string; completed: boolean };

// A user's task tags (the Tasks app's "tags"; not shared with contacts or inventory tags).
export const taskTags = pgTable(
  'task_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Sample content made at sign-up, removable in one action (decision 037).
    sample: boolean('sample').notNull().default(false),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_tags_user_idx').on(t.userId, t.createdAt)],
);

// Tasks and section headers of the Tasks app, ordered per user by `order` (0..n-1).
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sample: boolean('sample').notNull().default(false),
    type: text('type', { enum: ['task', 'section'] }).notNull(),
    title: text('title').notNull().default(''),
    notes: text('notes'),
    completed: boolean('completed').notNull().default(false),
    dueDate: timestamp('due_date', { withTimezone: true }),
    priority: integer('priority').notNull().default(1),
    // Tag ids of task_tags; kept as an array because tags are always read with the task and
    // deleting a tag strips it with one array_remove update.
    tags: uuid('tags')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    assignedTo: text('assigned_to'),
    subTasks: jsonb('sub_tasks').$type<StoredSubTask[]>().notNull().default([]),
    order: integer('order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No unique (user_id, order): renumbering in one UPDATE would trip a non-deferred unique check.
  (t) => [index('tasks_user_order_idx').on(t.userId, t.order, t.id)],
);
