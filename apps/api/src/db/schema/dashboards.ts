import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DashboardKind, Dashboards } from '@rehearse/contracts/dashboards';
import { users } from './users';

// Each user's own copy of the four dashboards' figures: one document per dashboard, written
// at sign-up and validated against the contract schemas by the seed test. The figures are
// read whole, never queried inside, so a jsonb document is the honest shape.
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Sample content made at sign-up, removable in one action (decision 037).
    sample: boolean('sample').notNull().default(false),
    kind: text('kind', { enum: ['analytics', 'crypto', 'finance', 'project'] })
      .$type<DashboardKind>()
      .notNull(),
    data: jsonb('data').$type<Dashboards[DashboardKind]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dashboards_user_kind_key').on(t.userId, t.kind)],
);
