import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

// A recruiting organization's own wording of one of its emails. Only edited templates are
// stored; a kind without a row uses the shipped default, and "reset" deletes the row.
export const emailTemplates = pgTable(
  'email_templates',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['invitation', 'reminder', 'received', 'advance', 'rejection', 'team-invitation'],
    }).notNull(),
    subject: text('subject').notNull(),
    // Plain text with {{variables}}; paragraphs are separated by a blank line.
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);
