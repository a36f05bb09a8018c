import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { postingCandidates } from './posting-candidates';
import { rubricCriteria } from './rubrics';
import { users } from './users';

// One reviewer's scorecard for one candidate: a rating of 1-5 per rubric criterion (some may
// stay unrated), notes, and an overall recommendation. A draft until submitted; a submitted
// scorecard is locked until its author reopens it (docs/decisions/049-scorecards-and-blind-review.md).
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept beside candidate_id so every query is scoped to the caller's organization directly.
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => postingCandidates.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendation: text('recommendation', { enum: ['strong-no', 'no', 'yes', 'strong-yes'] }),
    notes: text('notes').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scorecards_candidate_reviewer_key').on(t.candidateId, t.reviewerId),
    index('scorecards_reviewer_idx').on(t.reviewerId, t.submittedAt),
    check(
      'scorecards_submitted_check',
      sql`${t.submittedAt} is null or ${t.recommendation} is not null`,
    ),
  ],
);

// A scorecard's rating of one criterion, with an optional note.
export const scorecardRatings = pgTable(
  'scorecard_ratings',
  {
    scorecardId: uuid('scorecard_id')
      .notNull()
      .references(() => scorecards.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => rubricCriteria.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.scorecardId, t.criterionId] }),
    index('scorecard_ratings_criterion_idx').on(t.criterionId),
    check('scorecard_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
