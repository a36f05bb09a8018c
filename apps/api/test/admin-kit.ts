// What the admin workspace's API tests share (docs/decisions/057-admin-workspace.md): an admin
// signed up as the existing admin tests do (sign-up, then the role), recruiters and candidates
// made directly (no sample data: faster), and the row counts of the tables admin calls write.
import { eq, sql } from 'drizzle-orm';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { AuthResponse } from '@rehearse/contracts/user';
import type { Db } from '../src/db/db';
import { selectRows } from '../src/db/rows';
import { users } from '../src/db/schema/users';
import { createAccount } from '../src/domain/accounts';
import { call, signUpAndIn, uniqueEmail, type TestApp } from './test-app';

export const PASSWORD = 'correct horse battery';

export type Person = { token: string; id: string; email: string; organizationId: string };

export function adminKit(app: TestApp, db: Db) {
  async function signIn(email: string, password = PASSWORD) {
    return call(app, 'POST', '/api/auth/sign-in', { body: { email, password } });
  }

  async function person(email: string): Promise<Person> {
    const res = await signIn(email);
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    const session = res.body as AuthResponse;
    const [row] = await db.select().from(users).where(eq(users.id, session.user.id));
    return { token: session.accessToken, id: row!.id, email, organizationId: row!.organizationId! };
  }

  async function admin(role: 'admin' | 'root' = 'admin'): Promise<Person> {
    const account = await signUpAndIn(app, { name: 'Ada Admin', password: PASSWORD });
    await db
      .update(users)
      .set({ roles: [role] })
      .where(eq(users.id, account.user.id));
    return person(account.email);
  }

  // The owner of a new recruiting organization.
  async function recruiter(organization = 'Acme Hiring', name = 'Rita Recruiter') {
    const email = uniqueEmail('recruiter');
    await createAccount(
      db,
      {
        name,
        email,
        password: PASSWORD,
        organization: { name: organization, type: 'recruiting' },
        organizationRole: 'owner',
      },
      [],
    );
    return person(email);
  }

  async function memberOf(organizationId: string, role: OrganizationRole, roles: string[] = []) {
    const email = uniqueEmail('member');
    await createAccount(
      db,
      {
        name: 'Mia Member',
        email,
        password: PASSWORD,
        roles,
        organization: { id: organizationId, role },
      },
      [],
    );
    return person(email);
  }

  async function candidate(name = 'Cara Candidate') {
    const email = uniqueEmail('candidate');
    await createAccount(db, { name, email, password: PASSWORD }, []);
    return person(email);
  }

  return { signIn, admin, recruiter, memberOf, candidate };
}

// The tables an admin call may write, and their row counts: equal before and after means a
// refused call wrote nothing.
const WRITTEN = [
  'organizations',
  'users',
  'subscriptions',
  'credit_ledger',
  'promo_codes',
  'promo_redemptions',
  'audit_log',
  'platform_invitations',
  'outbox',
  'postings',
] as const;

export async function tableCounts(db: Db): Promise<Record<string, string>> {
  const [row] = await selectRows<Record<string, string>>(
    db,
    sql.raw(
      `select ${WRITTEN.map((t) => `(select count(*) from ${t})::text as ${t}`).join(', ')}, ` +
        `(select string_agg(id::text || ':' || coalesce(suspended_at::text, '') || name, ',' order by id) from organizations) as organization_rows, ` +
        `(select string_agg(id::text || ':' || token_version, ',' order by id) from users) as token_versions, ` +
        `(select string_agg(id::text || ':' || balance || ':' || plan || ':' || seats, ',' order by id) from subscriptions) as subscription_rows, ` +
        `(select string_agg(id::text || ':' || coalesce(disabled_at::text, '') || code, ',' order by id) from promo_codes) as promo_rows, ` +
        `(select string_agg(id::text || ':' || state || ':' || title || ':' || updated_at::text, ',' order by id) from postings) as posting_rows`,
    ),
  );
  return row!;
}

// The field a refused product call names: the error's own, or its first issue's.
export function fieldOf(res: { body: unknown }): string | undefined {
  const error = (res.body as { error?: { field?: string; issues?: { field?: string }[] } }).error;
  return error?.field ?? error?.issues?.[0]?.field;
}
