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
import type { ChoiceOption } from '@rehearse/contracts/question-bank';
import { organizations } from './organizations';

// The question bank shared by quizzes, practice and mock interviews. Shipped questions are
// global (organization_id null, ids from the seed files such as 'js-closures-counter'); an
// organization's own questions (recruiters, later) carry its id and a generated id.
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<'single' | 'multiple' | 'true-false' | 'open'>().notNull(),
    prompt: text('prompt').notNull(),
    difficulty: integer('difficulty').notNull(),
    timeGuideSeconds: integer('time_guide_seconds').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    competency: text('competency'),
    // Open questions: behavioural, situational or role-specific.
    category: text('category'),
    // Choice questions: the options with which are correct and why. Never sent to a candidate
    // before they answered (the question-pool service strips them).
    options: jsonb('options').$type<ChoiceOption[]>().notNull().default([]),
    // Open questions: the outline of a strong answer and the points it should touch.
    modelAnswer: jsonb('model_answer').$type<string[]>().notNull().default([]),
    talkingPoints: jsonb('talking_points').$type<string[]>().notNull().default([]),
    // A shipped question dropped from the seed files is retired, not deleted: past attempts
    // still show it, new quizzes no longer draw it.
    retired: boolean('retired').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_organization_idx').on(t.organizationId),
    // The question library's pages, newest first, stay index-driven at any size.
    index('questions_organization_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    // Sorted by prompt, and searched (`ilike '%...%'`, pg_trgm) without reading the whole
    // library (docs/decisions/046-flat-hiring-lists.md).
    index('questions_organization_prompt_idx').on(t.organizationId, sql`lower(${t.prompt})`, t.id),
    index('questions_prompt_trgm_idx').using('gin', t.prompt.op('gin_trgm_ops')),
  ],
);
