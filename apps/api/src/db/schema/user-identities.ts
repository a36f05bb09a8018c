import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// OpenID Connect identities that sign in to an account (docs/decisions/073-openid-connect-sign-in.md).
// A provider's token is matched by (issuer, subject) only, never by email: a matching email
// never joins an identity to an account; the account's owner links it from the profile.
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The provider's issuer exactly as its discovery document gives it.
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    // What the provider said when the identity was linked; shown, never matched on.
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_key').on(t.issuer, t.subject),
    // One identity per provider and account (and the index for an account's identities).
    uniqueIndex('user_identities_user_issuer_key').on(t.userId, t.issuer),
  ],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;
