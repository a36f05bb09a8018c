import { and, eq } from 'drizzle-orm';
import type { AuthProviders, Identity } from '@rehearse/contracts/auth-providers';
import type { Config } from '../../platform/config';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { organizations } from '../../db/schema/organizations';
import { userIdentities, type UserIdentityRow } from '../../db/schema/user-identities';
import { users, type UserRow } from '../../db/schema/users';
import { createAccount, findUserByEmail } from '../../domain/accounts';
import { AppError } from '../../platform/errors';
import type { IdentityProvider, ProviderIdentity } from '../../platform/identity-provider';
import type { Language } from '../../platform/request-language';
import { isAdmin } from '../../platform/roles';
import type { AppServices } from '../../platform/services';
import { userOfIdentity } from '../../platform/session';

// Signing in with an OpenID Connect provider and linking its identities to accounts
// (docs/decisions/073-openid-connect-sign-in.md). Identities match by (issuer, subject) only.

const invalidToken = () => new AppError('auth.invalid_token', 'Invalid token');

export function authProviders(config: Config, provider?: IdentityProvider): AuthProviders {
  return {
    builtIn: config.builtInAuth,
    oidc: provider
      ? {
          name: provider.name,
          issuer: provider.config.issuerUrl,
          clientId: provider.config.clientId,
          scope: provider.config.scope,
          audience: provider.config.audience,
        }
      : null,
  };
}

export function requireProvider(services: AppServices): IdentityProvider {
  if (!services.identityProvider) {
    throw new AppError('request.not_found', 'No OpenID Connect provider is configured here');
  }
  return services.identityProvider;
}

// The access token (for this API) and the ID token (for the web app) must prove one person.
async function provenIdentity(
  provider: IdentityProvider,
  accessToken: string,
  idToken: string,
): Promise<{ identity: ProviderIdentity; profile: ProviderIdentity }> {
  const identity = await provider.verifyAccessToken(accessToken);
  const profile = identity && (await provider.verifyIdToken(idToken));
  if (!identity || !profile || profile.subject !== identity.subject) throw invalidToken();
  return { identity, profile };
}

// The account of this identity; on its first sign-in a new account is made from the ID token's
// name and email, unless that email already has an account (never joined by email: its owner
// links the provider from the profile instead).
export async function signInWithProvider(
  db: Db,
  services: AppServices,
  tokens: { accessToken: string; idToken: string },
  language: Language,
): Promise<UserRow> {
  const provider = requireProvider(services);
  const { identity, profile } = await provenIdentity(provider, tokens.accessToken, tokens.idToken);
  const existing = await userOfIdentity(db, identity);
  if (existing) return existing;
  if (await identityExists(db, identity)) {
    // Linked, yet refused: its tokens were revoked after this one was issued, or its
    // organization is suspended.
    await refuseSuspended(db, identity);
    throw invalidToken();
  }
  const email = profile.email?.trim().toLowerCase();
  const params = { provider: provider.name };
  if (!email) {
    throw new AppError(
      'auth.provider_email_missing',
      `${provider.name} did not share an email address`,
      { params },
    );
  }
  if (await findUserByEmail(db, email)) throw emailHasAccount(provider.name);
  try {
    return await db.transaction(async (tx) => {
      const user = await createAccount(
        tx,
        { name: displayName(profile, email), email, password: null, language },
        services.accountHooks,
      );
      await tx.insert(userIdentities).values({
        userId: user.id,
        issuer: identity.issuer,
        subject: identity.subject,
        email,
      });
      return user;
    });
  } catch (error) {
    const emailTaken = error instanceof AppError && error.code === 'auth.email_taken';
    // Two first sign-ins at once: the other made the account (its email or its identity came
    // first); this one signs in to it.
    if (emailTaken || isUniqueViolation(error)) {
      const made = await userOfIdentity(db, identity);
      if (made) return made;
    }
    if (emailTaken) throw emailHasAccount(provider.name);
    throw error;
  }
}

const emailHasAccount = (provider: string) =>
  new AppError(
    'auth.email_has_account',
    `An account with this email already exists. Sign in with your email and password, then link ${provider} from your profile.`,
    { params: { provider } },
  );

const displayName = (profile: ProviderIdentity, email: string) =>
  profile.name?.trim().slice(0, 100) || email.split('@')[0];

async function identityExists(db: Db, identity: ProviderIdentity) {
  const [row] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(
      and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)),
    );
  return Boolean(row);
}

// A linked identity of a suspended organization's member says why it cannot sign in.
async function refuseSuspended(db: Db, identity: ProviderIdentity) {
  const [row] = await db
    .select({ roles: users.roles, suspendedAt: organizations.suspendedAt })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)),
    );
  if (row?.suspendedAt && !isAdmin(row.roles)) {
    throw new AppError(
      'auth.organization_suspended',
      'Your organization is suspended. Contact Rehearse support to restore access.',
    );
  }
}

const toIdentity = (row: UserIdentityRow, provider?: IdentityProvider): Identity => ({
  id: row.id,
  issuer: row.issuer,
  // An identity of a provider this server no longer uses keeps its issuer's host as its name.
  provider:
    provider && row.issuer === provider.config.issuerUrl ? provider.name : hostOf(row.issuer),
  subject: row.subject,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

const hostOf = (issuer: string) => {
  try {
    return new URL(issuer).hostname;
  } catch {
    return issuer;
  }
};

export async function listIdentities(db: Db, services: AppServices, user: UserRow) {
  const rows = await db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, user.id))
    .orderBy(userIdentities.createdAt);
  return rows.map((row) => toIdentity(row, services.identityProvider));
}

// The signed-in account adds the identity these tokens prove (the owner signed in with both).
export async function linkIdentity(
  db: Db,
  services: AppServices,
  user: UserRow,
  tokens: { accessToken: string; idToken: string },
): Promise<Identity> {
  const provider = requireProvider(services);
  const { identity, profile } = await provenIdentity(provider, tokens.accessToken, tokens.idToken);
  const params = { provider: provider.name };
  try {
    const [row] = await db
      .insert(userIdentities)
      .values({
        userId: user.id,
        issuer: identity.issuer,
        subject: identity.subject,
        email: profile.email?.trim().toLowerCase() ?? null,
      })
      .returning();
    return toIdentity(row, provider);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [taken] = await db
      .select()
      .from(userIdentities)
      .where(
        and(
          eq(userIdentities.issuer, identity.issuer),
          eq(userIdentities.subject, identity.subject),
        ),
      );
    // Linking the same identity again is done already.
    if (taken?.userId === user.id) return toIdentity(taken, provider);
    if (taken) {
      throw new AppError(
        'auth.identity_linked_elsewhere',
        `This ${provider.name} identity already signs in to another Rehearse account`,
        { params },
      );
    }
    throw new AppError(
      'auth.identity_already_linked',
      `Your account already has a ${provider.name} identity. Unlink it first to link another.`,
      { params },
    );
  }
}

// Unlinks one of the account's identities; never the only way into an account without a
// password. Another account's identity is answered as a missing one.
export async function unlinkIdentity(db: Db, user: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The account's row is locked so two unlinks at once cannot both see another way in.
    const [account] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const identities = await tx
      .select({ id: userIdentities.id })
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    if (!identities.some((identity) => identity.id === id)) {
      throw new AppError('request.not_found', 'No such sign-in method on your account');
    }
    if (account.passwordHash === '' && identities.length === 1) {
      throw new AppError(
        'auth.last_sign_in_method',
        'This is the only way into your account: it has no password. Keep it linked.',
      );
    }
    await tx.delete(userIdentities).where(eq(userIdentities.id, id));
  });
}
