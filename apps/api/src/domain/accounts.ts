import { eq } from 'drizzle-orm';
import type { SignUpInput } from '@rehearse/contracts/auth';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { organizations } from '../db/schema/organizations';
import { users, type UserRow } from '../db/schema/users';
import type { AccountCreatedHook } from '../platform/account-hooks';
import { AppError } from '../platform/errors';
import { hashPassword } from '../platform/password';
import type { Language } from '../platform/request-language';

// Making an account: sign-up (modules/auth), the demo accounts, and accepting an invitation to a
// recruiting organization as a new account (modules/organizations).

export type NewAccountInput = Omit<SignUpInput, 'password'> & {
  // null for an account made through an OpenID Connect provider: it signs in only there.
  password: string | null;
  roles?: string[];
  // A new organization of its own (a candidate's workspace by default), or a place in an
  // existing recruiting organization (an accepted invitation).
  organization?:
    { name: string; type: 'recruiting' | 'individual' } | { id: string; role: OrganizationRole };
  // Its role in a new recruiting organization (the demo recruiter owns Northwind Talent).
  organizationRole?: OrganizationRole;
  // The language of the sign-up, for what the account is first told (English when absent).
  language?: Language;
};

// Creates the account, its organization and what the hooks add (the areas' sample data) in one
// transaction (a savepoint inside a caller's transaction).
export async function createAccount(
  db: Db,
  input: NewAccountInput,
  hooks: readonly AccountCreatedHook[],
): Promise<UserRow> {
  const passwordHash = input.password === null ? '' : await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const org = input.organization ?? {
        // A candidate's own workspace; `company` names it when given.
        name: input.company || `${input.name}'s workspace`,
        type: 'individual' as const,
      };
      let organizationId: string;
      let organizationRole: OrganizationRole | null = input.organizationRole ?? null;
      if ('id' in org) {
        organizationId = org.id;
        organizationRole = org.role;
      } else {
        const [organization] = await tx
          .insert(organizations)
          .values({ name: org.name, organizationType: org.type })
          .returning();
        organizationId = organization.id;
      }
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          roles: input.roles ?? [],
          organizationId,
          organizationRole,
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
