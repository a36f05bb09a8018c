import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

// A recruiting organization's reusable scorecards. A rubric is a list of criteria (focus
// attributes), each with a weight and an anchored 1-5 scale; reviewers also give an overall
// recommendation on the fixed scale Strong no / No / Yes / Strong yes (contracts/rubrics.ts).
export const rubrics = pgTable(
  'rubrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rubrics_organization_idx').on(t.organizationId, t.name)],
);

// One criterion of a rubric. Ids stay stable while the rubric is edited, so interview-plan
// questions (posting_questions.criterion_ids) and, later, scores can point at them.
export const rubricCriteria = pgTable(
  'rubric_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rubricId: uuid('rubric_id')
      .notNull()
      .references(() => rubrics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    // Relative weight in the overall score, 1-10.
    weight: integer('weight').notNull().default(1),
    // What a 1, 2, 3, 4 and 5 look like: exactly five short descriptions.
    anchors: jsonb('anchors').$type<string[]>().notNull(),
  },
  (t) => [
    index('rubric_criteria_rubric_idx').on(t.rubricId, t.position),
    check('rubric_criteria_weight_check', sql`${t.weight} between 1 and 10`),
  ],
);
