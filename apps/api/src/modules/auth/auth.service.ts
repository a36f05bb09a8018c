import { eq } from 'drizzle-orm';
import type { SignInInput } from '@rehearse/contracts/auth';
import type { Db } from '../../db/db';
import { organizations } from '../../db/schema/organizations';
import { users, type UserRow } from '../../db/schema/users';
import { findUserByEmail } from '../../domain/accounts';
import { isAdmin } from '../../platform/roles';
import { AppError } from '../../platform/errors';
import { dummyPasswordHash, verifyPassword } from '../../platform/password';
import {
  clearLimit,
  consumeLimit,
  refundLimit,
  type RateLimitRule,
} from '../../platform/rate-limit';
import { tokenRevocation } from '../../platform/session';

export const SIGN_IN_LIMIT: RateLimitRule = {
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: 'Too many failed sign-in attempts.',
};

// Checks credentials under the per-email and per-address failure limits. Null means the
// email and password do not match; the answer is the same for an unknown email. A member of an
// organization an admin suspended is refused (auth.organization_suspended, 403), only once the
// password matched so the answer says nothing to anyone else; admins are never locked out
// (docs/decisions/057-admin-workspace.md).
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
  if (user.organizationId && !isAdmin(user.roles)) {
    const [organization] = await db
      .select({ suspendedAt: organizations.suspendedAt })
      .from(organizations)
      .where(eq(organizations.id, user.organizationId));
    if (organization?.suspendedAt) {
      throw new AppError(
        'auth.organization_suspended',
        'Your organization is suspended. Contact Rehearse support to restore access.',
      );
    }
  }
  return user;
}

// Revokes every token issued so far to this user.
export async function revokeTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ ...tokenRevocation(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
