import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type StoredBoardMember = { id: string; name: string; avatar: string | null };

// A user's boards. Members are the people shown on the board (no calls change them), so they
// live with the board rather than in a table of their own.
export const scrumboardBoards = pgTable(
  'scrumboard_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Sample content made at sign-up, removable in one action (decision 037).
    sample: boolean('sample').notNull().default(false),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    members: jsonb('members').$type<StoredBoardMember[]>().notNull().default([]),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scrumboard_boards_user_idx').on(t.userId, t.createdAt)],
);

// Positions step by 65536 so a client can drop an item between two others without renumbering;
// double precision keeps the midpoints a client may compute.
export const scrumboardLists = pgTable(
  'scrumboard_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sample: boolean('sample').notNull().default(false),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    position: doublePrecision('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('scrumboard_lists_board_idx').on(t.userId, t.boardId, t.position)],
);

export const scrumboardLabels = pgTable(
  'scrumboard_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sample: boolean('sample').notNull().default(false),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scrumboard_labels_board_idx').on(t.userId, t.boardId, t.createdAt)],
);

export const scrumboardCards = pgTable(
  'scrumboard_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sample: boolean('sample').notNull().default(false),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    // Deleting a list deletes its cards.
    listId: uuid('list_id')
      .notNull()
      .references(() => scrumboardLists.id, { onDelete: 'cascade' }),
    position: doublePrecision('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Label ids of scrumboard_labels of the same board.
    labels: uuid('labels')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    dueDate: timestamp('due_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scrumboard_cards_board_idx').on(t.userId, t.boardId, t.position),
    index('scrumboard_cards_list_idx').on(t.userId, t.listId, t.position),
  ],
);
