import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

// How many rows an organization's long lists hold, kept exact by triggers in the database
// (migration 0015), so a list's first page shows its totals without counting 10,000 rows
// (docs/decisions/046-flat-hiring-lists.md). `list` names what is counted:
// `postings.<state>` (one row per posting state) and `questions` (the organization's library).
export const organizationCounts = pgTable(
  'organization_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.list] })],
);
