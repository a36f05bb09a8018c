import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

// Sign-in accounts of the embedded auth. The account id is the product user's external_id;
// organization_id is what the API shows as metadata.organization_id.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored normalised (trimmed, lower case); unique.
    email: text('email').notNull(),
    avatar: text('avatar'),
    status: text('status', { enum: ['online', 'away', 'busy', 'not-visible'] })
      .notNull()
      .default('online'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Empty for an account made through an OpenID Connect provider: it has no password.
    passwordHash: text('password_hash').notNull(),
    // Bumped by sign-out and password change; tokens carrying an older version are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    // Set with every bump of token_version: a provider's access tokens carry no version of ours,
    // so those issued (iat) at or before this second are refused instead (decision 073).
    tokensRevokedAt: timestamp('tokens_revoked_at', { withTimezone: true }),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    // The member's role in a recruiting organization (null in a candidate's own one): owner,
    // recruiter, or reviewer (docs/decisions/041-recruiting-organizations.md).
    organizationRole: text('organization_role', { enum: ['owner', 'recruiter', 'reviewer'] }),
    // The home's sample-content notice hidden by the user: kept with the account, so the page
    // the server draws knows it and every device agrees (docs/decisions/037-sample-content.md).
    sampleNoticeHidden: boolean('sample_notice_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_organization_idx').on(t.organizationId),
  ],
);

export type UserRow = typeof users.$inferSelect;

// Password reset links: at most one live link per account (the unique user_id; a new link
// replaces the old one). Only a SHA-256 of the token is stored; using the link deletes the row.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    uniqueIndex('password_reset_tokens_user_key').on(t.userId),
  ],
);

// Forgot-password requests waiting to be resolved. The answer writes one row whether or not
// the email has an account; a background task then looks it up and queues the email
// (docs/decisions/017-rate-limits-and-account-recovery.md).
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
