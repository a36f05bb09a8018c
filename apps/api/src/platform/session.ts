import { eq } from 'drizzle-orm';
import type { User } from '@rehearse/contracts/user';
import type { Db } from '../db/db';
import { users, type UserRow } from '../db/schema/users';
import { signAccessToken, verifyAccessToken } from './tokens';

// The signed-in user: from an access token to the user's row (the auth middleware, sign-in with
// a token) and from a row to the session the API answers (sign-in, password change).

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
  status: row.status,
  roles: row.roles,
  metadata: { organization_id: row.organizationId },
});

export async function issueSession(secret: string, user: UserRow) {
  const accessToken = await signAccessToken(secret, {
    userId: user.id,
    version: user.tokenVersion,
  });
  return { user: toUser(user), accessToken, tokenType: 'bearer' as const };
}

// The user a token belongs to, if its signature, expiry and version are all still good.
export async function userFromToken(
  db: Db,
  secret: string,
  token: string,
): Promise<UserRow | null> {
  const claims = await verifyAccessToken(secret, token);
  if (!claims) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, claims.userId))
    .catch(() => [undefined]);
  return user && user.tokenVersion === claims.version ? user : null;
}
