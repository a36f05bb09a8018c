import { and, eq, sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import type { User } from '@rehearse/contracts/user';
import type { Db } from '../db/db';
import { organizations } from '../db/schema/organizations';
import { userIdentities } from '../db/schema/user-identities';
import { users, type UserRow } from '../db/schema/users';
import type { ProviderIdentity } from './identity-provider';
import { isAdmin } from './roles';
import type { AppServices } from './services';
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

// The user a bearer token belongs to: one of Rehearse's own (HS256) or, when a provider is
// configured, the provider's access token of a linked identity. Null for any token that fails.
export async function userFromToken(
  db: Db,
  services: Pick<AppServices, 'signingSecret' | 'identityProvider'>,
  token: string,
): Promise<UserRow | null> {
  const provider = services.identityProvider;
  if (provider && !isBuiltInToken(token)) {
    const identity = await provider.verifyAccessToken(token);
    return identity ? userOfIdentity(db, identity) : null;
  }
  const claims = await verifyAccessToken(await services.signingSecret(), token);
  if (!claims) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, claims.userId))
    .catch(() => [undefined]);
  return user && user.tokenVersion === claims.version ? user : null;
}

// Rehearse signs with HS256 only; anything else (or nothing readable) is not ours.
export function isBuiltInToken(token: string): boolean {
  try {
    return decodeProtectedHeader(token).alg === 'HS256';
  } catch {
    return false;
  }
}

// The account a verified provider identity is linked to, unless its tokens were revoked since
// the token was issued (sign-out, password change): a provider's token carries no version of
// ours, so its `iat` is compared with the revocation's second instead.
export async function userOfIdentity(db: Db, identity: ProviderIdentity): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users, suspendedAt: organizations.suspendedAt })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)),
    );
  if (!row) return null;
  // A suspended organization's members are signed out (decision 057); the provider would go on
  // renewing their tokens, so it is checked here on every request.
  if (row.suspendedAt && !isAdmin(row.user.roles)) return null;
  const revokedAt = row.user.tokensRevokedAt;
  if (revokedAt) {
    const revokedSecond = Math.floor(revokedAt.getTime() / 1000);
    if (identity.issuedAt === undefined || identity.issuedAt <= revokedSecond) return null;
  }
  return row.user;
}

// What revokes every token issued so far, built-in or provider (set with the user's update).
export const tokenRevocation = () => ({
  tokenVersion: sql`${users.tokenVersion} + 1`,
  tokensRevokedAt: new Date(),
});
