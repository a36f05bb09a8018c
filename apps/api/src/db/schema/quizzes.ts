import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { questions } from './questions';
import { users } from './users';

// A candidate's quiz attempt. Its questions are rows of quiz_attempt_questions; grading,
// ratings and the review queue are updated from them on the server only.
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'practice' | 'exam'>().notNull(),
    source: text('source').$type<'custom' | 'daily' | 'review' | 'bookmarks'>().notNull(),
    // 'adaptive' or a fixed difficulty '1'-'5'; null for quizzes drawn from the review queue or
    // bookmarks, whose questions keep their own difficulty.
    difficulty: text('difficulty'),
    skills: text('skills').array().notNull(),
    length: integer('length').notNull(),
    // The UTC day of a Daily 5 ('2026-11-21'); one per user and day.
    dailyDate: text('daily_date'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    // Exam: started_at plus the questions' time guides.
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Percentage, set on completion.
    score: integer('score'),
  },
  (t) => [
    index('quiz_attempts_user_started_idx').on(t.userId, t.startedAt),
    // Completed attempts by time: the progress tracker's score trend and activity.
    index('quiz_attempts_user_completed_idx')
      .on(t.userId, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    uniqueIndex('quiz_attempts_user_daily_idx')
      .on(t.userId, t.dailyDate)
      .where(sql`${t.dailyDate} is not null`),
  ],
);

// The candidate's rating per skill before and after this answer was graded.
export type StoredRatingChange = Record<string, { before: number; after: number }>;

export const quizAttemptQuestions = pgTable(
  'quiz_attempt_questions',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    // The skill the question was drawn for.
    skill: text('skill').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }),
    selected: text('selected').array(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    timeSpentMs: integer('time_spent_ms'),
    flagged: boolean('flagged').notNull().default(false),
    // Set when graded (practice: on answering; exam: on submission).
    correct: boolean('correct'),
    late: boolean('late').notNull().default(false),
    ratingChange: jsonb('rating_change').$type<StoredRatingChange>(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.position] }),
    index('quiz_attempt_questions_question_idx').on(t.questionId),
  ],
);

// Elo-like rating per user and skill; 1000 matches a difficulty-3 question.
export const skillRatings = pgTable(
  'skill_ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    rating: real('rating').notNull(),
    answered: integer('answered').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skill] })],
);

// Every rating change, for the progress tracker's "change over the last 30 days".
export const skillRatingHistory = pgTable(
  'skill_rating_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    rating: real('rating').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('skill_rating_history_user_idx').on(t.userId, t.skill, t.recordedAt)],
);

// The spaced-review queue (SM-2): questions the candidate missed, due again after a growing
// interval once answered right.
export const reviewItems = pgTable(
  'review_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    easiness: real('easiness').notNull().default(2.5),
    repetitions: integer('repetitions').notNull().default(0),
    intervalDays: integer('interval_days').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('review_items_user_due_idx').on(t.userId, t.dueAt),
  ],
);

export const questionBookmarks = pgTable(
  'question_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('question_bookmarks_user_created_idx').on(t.userId, t.createdAt),
  ],
);
