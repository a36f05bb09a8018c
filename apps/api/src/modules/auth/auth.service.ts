import type { Language } from '../../platform/request-language';
import { eq, sql } from 'drizzle-orm';
import type { SignInInput, SignUpInput } from '@rehearse/contracts/auth';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { organizations } from '../../db/schema/organizations';
import { users, type UserRow } from '../../db/schema/users';
import type { AccountCreatedHook } from '../../platform/account-hooks';
import { AppError } from '../../platform/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/password';
import {
  clearLimit,
  consumeLimit,
  refundLimit,
  type RateLimitRule,
} from '../../platform/rate-limit';

export type NewAccountInput = SignUpInput & {
  roles?: string[];
  organization?: { name: string; type: 'recruiting' | 'individual' };
  // The language of the sign-up, for what the account is first told (English when absent).
  language?: Language;
};

// Creates the account, its organization and what the hooks add (the areas' sample data) in one
// transaction.
export async function createAccount(
  db: Db,
  input: NewAccountInput,
  hooks: readonly AccountCreatedHook[],
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const org = input.organization ?? {
        // A candidate's own workspace; `company` names it when given.
        name: input.company || `${input.name}'s workspace`,
        type: 'individual' as const,
      };
      const [organization] = await tx
        .insert(organizations)
        .values({ name: org.name, organizationType: org.type })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          roles: input.roles ?? [],
          organizationId: organization.id,
        })
        .returning();
      const account = {
        userId: user.id,
        createdAt: user.createdAt,
        language: input.language ?? 'en',
      };
      for (const hook of hooks) await hook(tx, account);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(
        'auth.email_taken',
        'An account with this email already exists. Sign in instead.',
        { field: 'email' },
      );
    }
    throw err;
  }
}

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

export const SIGN_IN_LIMIT: RateLimitRule = {
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: 'Too many failed sign-in attempts.',
};

// Checks credentials under the per-email and per-address failure limits. Null means the
// email and password do not match; the answer is the same for an unknown email.
export async function checkCredentials(
  db: Db,
  input: SignInInput,
  clientAddress: string,
): Promise<UserRow | null> {
  const emailKey = `sign-in:email:${input.email}`;
  const addressKey = `sign-in:address:${clientAddress}`;
  // Every attempt is counted before its password is checked, so a parallel burst cannot check
  // more than the limit; a success then clears the account's failures and takes back its own
  // hit on the address (the limits count failures).
  await consumeLimit(db, [emailKey, addressKey], SIGN_IN_LIMIT);
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!user || !matches) return null;
  await clearLimit(db, [emailKey]);
  await refundLimit(db, [addressKey]);
  return user;
}

// Revokes every token issued so far to this user.
export async function revokeTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
