import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

// Invitations to join a recruiting organization. Only a SHA-256 of the link's token is kept;
// a resend replaces the hash (the old link stops working). An invitation is pending until it
// is accepted, revoked or past expires_at; one pending invitation per email and organization.
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Stored normalised (trimmed, lower case), like account emails.
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'recruiter', 'reviewer'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_key').on(t.tokenHash),
    uniqueIndex('organization_invitations_open_key')
      .on(t.organizationId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
    index('organization_invitations_org_idx').on(t.organizationId, t.createdAt),
  ],
);
