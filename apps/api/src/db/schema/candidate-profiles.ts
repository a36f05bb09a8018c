import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// What a candidate tells Rehearse about their goals. Target roles and skills steer the Daily 5
// and the mock-interview defaults; the weekly goal is a number of sessions (quizzes, practice
// answers, interviews) per week.
export const candidateProfiles = pgTable('candidate_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull().default(''),
  targetRoles: text('target_roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  targetSkills: text('target_skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  weeklyGoal: integer('weekly_goal').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
