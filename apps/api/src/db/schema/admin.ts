import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from './organizations';
import { users } from './users';

// What admins did (docs/decisions/057-admin-workspace.md): who, what, to what, when, and the
// record before and after. Written in the transaction of the change it describes.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // The actor's email at the time, so the entry still says who after the account is gone.
    actorEmail: text('actor_email').notNull(),
    // A dotted verb: 'organization.suspend', 'subscription.adjust', 'promo_code.create', ...
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_organization_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

// Invitations an admin sends to join Rehearse as an admin, as a recruiter of an organization,
// or as a candidate. Only a SHA-256 of the link's token is kept, as for team invitations.
export const platformInvitations = pgTable(
  'platform_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'recruiter', 'candidate'] }).notNull(),
    // The organization a recruiter joins; null for the other roles.
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_invitations_token_key').on(t.tokenHash),
    uniqueIndex('platform_invitations_open_key')
      .on(t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
    index('platform_invitations_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type PlatformInvitationRow = typeof platformInvitations.$inferSelect;
