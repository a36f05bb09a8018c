import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SignInInput, SignUpInput } from '@rehearse/contracts/auth';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { organizations } from '../../db/schema/organizations';
import { outbox } from '../../db/schema/outbox';
import { passwordResetTokens, users, type UserRow } from '../../db/schema/users';
import type { AccountCreatedHook } from '../../platform/account-hooks';
import { AppError } from '../../platform/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/password';
import {
  assertUnderLimit,
  clearHits,
  recordHit,
  type RateLimitRule,
} from '../../platform/rate-limit';
import { randomToken, sha256Hex } from '../../platform/tokens';

export type NewAccountInput = SignUpInput & {
  roles?: string[];
  organization?: { name: string; type: 'recruiting' | 'individual' };
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
      for (const hook of hooks) await hook(tx, { userId: user.id, createdAt: user.createdAt });
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(
        'auth.email_taken',
        'An account with this email already exists. Sign in instead.',
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
  const keys = [emailKey, `sign-in:address:${clientAddress}`];
  await assertUnderLimit(db, keys, SIGN_IN_LIMIT);
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!user || !matches) {
    await recordHit(db, keys, SIGN_IN_LIMIT);
    return null;
  }
  await clearHits(db, emailKey);
  return user;
}

// Revokes every token issued so far to this user.
export async function revokeTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

// Always succeeds from the caller's point of view, so it cannot be used to probe for accounts.
export async function requestPasswordReset(
  db: Db,
  email: string,
  publicUrl: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: await sha256Hex(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
    });
    await tx.insert(outbox).values({
      recipient: user.email,
      kind: 'password-reset',
      subject: 'Reset your Rehearse password',
      body: [
        `Hi ${user.name},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Rehearse account.',
        `Choose a new password here within the next hour: ${link}`,
        '',
        'If you did not ask for this, ignore this email; your password stays as it is.',
      ].join('\n'),
    });
  });
}

export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Claiming the token and changing the password happen together, or not at all.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!claimed) {
      throw new AppError(
        'auth.reset_link_invalid',
        'This reset link is invalid or has expired. Request a new one.',
      );
    }
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, claimed.userId));
  });
}
