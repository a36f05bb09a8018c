import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { questions } from './questions';
import { rubricCriteria, rubrics } from './rubrics';
import { users } from './users';

// A recruiting organization's job postings and their one-way interview plans.
// States: draft -> open -> closed -> archived, closed -> open, archived -> draft; an archived
// posting is read-only (the postings service enforces the transitions).
export const postings = pgTable(
  'postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    department: text('department'),
    location: text('location'),
    workplaceType: text('workplace_type', { enum: ['on-site', 'hybrid', 'remote'] }).notNull(),
    employmentType: text('employment_type', {
      enum: ['full-time', 'part-time', 'contract', 'temporary', 'internship'],
    }).notNull(),
    // Sanitised HTML (sanitised again by the browser before it is shown).
    descriptionHtml: text('description_html').notNull().default(''),
    // From the question bank's roles and skills.
    targetRole: text('target_role'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    // ISO 4217 code, e.g. 'EUR'; set when a salary is.
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period', { enum: ['year', 'month', 'hour'] }),
    state: text('state', { enum: ['draft', 'open', 'closed', 'archived'] })
      .notNull()
      .default('draft'),
    rubricId: uuid('rubric_id').references(() => rubrics.id, { onDelete: 'set null' }),
    // The interview plan's framing: shown before the first and after the last question.
    introMessage: text('intro_message'),
    closingMessage: text('closing_message'),
    // A candidate answers within this many days of being invited.
    responseDeadlineDays: integer('response_deadline_days').notNull().default(7),
    // A reminder goes this many days before a candidate's deadline; 0: no reminder.
    reminderDaysBefore: integer('reminder_days_before').notNull().default(2),
    // Blind scoring: when a member of the hiring team may see the others' scorecards of a
    // candidate ('after-submitting' their own, 'always', or 'never'; decision 049).
    scorecardVisibility: text('scorecard_visibility', {
      enum: ['after-submitting', 'always', 'never'],
    })
      .notNull()
      .default('after-submitting'),
    // Anonymised review: reviewers see neither name, email nor photo of the candidates.
    anonymizedReview: boolean('anonymized_review').notNull().default(false),
    // When the posting closes, every candidate without a decision hears back (the rejection
    // email) unless this is off.
    closingEmail: boolean('closing_email').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('postings_organization_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('postings_organization_state_updated_idx').on(
      t.organizationId,
      t.state,
      t.updatedAt,
      t.id,
    ),
    // Sort by title: a page is read from the index, not a sort of the whole list.
    index('postings_organization_title_idx').on(t.organizationId, sql`lower(${t.title})`, t.id),
    // Search (`ilike '%...%'` on title, department, location): trigram indexes (pg_trgm), so a
    // search reads the matching rows only (docs/decisions/046-flat-hiring-lists.md).
    index('postings_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('postings_department_trgm_idx').using('gin', t.department.op('gin_trgm_ops')),
    index('postings_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    check(
      'postings_salary_check',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
    check('postings_deadline_check', sql`${t.responseDeadlineDays} between 1 and 60`),
    check('postings_reminder_check', sql`${t.reminderDaysBefore} between 0 and 30`),
  ],
);

// The members who review a posting's candidates (its hiring team).
export const postingHiringTeam = pgTable(
  'posting_hiring_team',
  {
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.userId] })],
);

// The interview plan: an ordered list of questions. The prompt is a copy, so editing or
// deleting a library question never changes a plan candidates may already be answering;
// source_question_id remembers where it came from.
export const postingQuestions = pgTable(
  'posting_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    sourceQuestionId: text('source_question_id').references(() => questions.id, {
      onDelete: 'set null',
    }),
    answerType: text('answer_type', { enum: ['video', 'audio', 'text'] }).notNull(),
    thinkTimeSeconds: integer('think_time_seconds').notNull(),
    // For a text answer: the time to write it.
    answerTimeSeconds: integer('answer_time_seconds').notNull(),
    // How many takes the candidate may record (1 = no retake).
    takes: integer('takes').notNull().default(1),
  },
  (t) => [index('posting_questions_posting_idx').on(t.postingId, t.position)],
);

// Which rubric criteria a plan question informs.
export const postingQuestionCriteria = pgTable(
  'posting_question_criteria',
  {
    postingQuestionId: uuid('posting_question_id')
      .notNull()
      .references(() => postingQuestions.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => rubricCriteria.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postingQuestionId, t.criterionId] })],
);
