// A recruiting organization with one member of each role, a candidate, and a second
// organization's owner: what the hiring modules' API tests act as. Accounts are made directly
// (no sample data: faster).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { AuthResponse } from '@rehearse/contracts/user';
import type { Db } from '../src/db/db';
import { users } from '../src/db/schema/users';
import { createAccount } from '../src/domain/accounts';
import { currentSubscription } from '../src/domain/credit-allowance';
import { applyLedgerChange } from '../src/domain/credit-ledger';
import { call, signUpAndIn, uniqueEmail, type TestApp } from './test-app';

const PASSWORD = 'correct horse battery';

export type Person = { token: string; id: string; email: string };

async function signIn(app: TestApp, email: string): Promise<Person> {
  const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const session = res.body as AuthResponse;
  return { token: session.accessToken, id: session.user.id, email };
}

async function member(
  app: TestApp,
  db: Db,
  name: string,
  organization: { name: string } | { id: string; role: OrganizationRole },
): Promise<Person> {
  const email = uniqueEmail('member');
  await createAccount(
    db,
    {
      name,
      email,
      password: PASSWORD,
      ...('name' in organization
        ? {
            organization: { name: organization.name, type: 'recruiting' as const },
            organizationRole: 'owner' as const,
          }
        : { organization }),
    },
    [],
  );
  return signIn(app, email);
}

export async function recruitingTeam(app: TestApp, db: Db) {
  const owner = await member(app, db, 'Olivia Owner', { name: 'Acme Hiring' });
  const [row] = await db.select().from(users).where(eq(users.id, owner.id));
  const organizationId = row.organizationId!;
  const recruiter = await member(app, db, 'Rita Recruiter', {
    id: organizationId,
    role: 'recruiter',
  });
  const reviewer = await member(app, db, 'Victor Reviewer', {
    id: organizationId,
    role: 'reviewer',
  });
  const candidate = await signUpAndIn(app);
  const other = await member(app, db, 'Oscar Other', { name: 'Globex Talent' });
  const [otherRow] = await db.select().from(users).where(eq(users.id, other.id));
  return {
    organizationId,
    owner,
    recruiter,
    reviewer,
    candidate: { token: candidate.token, id: candidate.user.id, email: candidate.email },
    candidateOrganizationId: candidate.user.metadata.organization_id as string,
    other,
    otherOrganizationId: otherRow.organizationId!,
  };
}
export type RecruitingTeam = Awaited<ReturnType<typeof recruitingTeam>>;

// The error code of a product answer.
export const code = (res: { body: unknown }) =>
  (res.body as { error?: { code?: string } }).error?.code;
// The data of a product answer.
export const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

// Interview credits for an organization's invitations (decision 055), through the ledger like
// any other change. `setCredits`: exactly `balance` free credits, this month's allowance
// included (granted first, so a later invitation does not add it).
export async function grantCredits(db: Db, organizationId: string, credits: number) {
  const subscription = await currentSubscription(db, organizationId, new Date());
  return applyLedgerChange(db, subscription.id, {
    kind: 'adjust',
    amount: credits,
    idempotencyKey: `test-grant:${randomUUID()}`,
    reason: 'Test credits',
  });
}

export async function setCredits(db: Db, organizationId: string, balance: number) {
  const subscription = await currentSubscription(db, organizationId, new Date());
  if (subscription.balance === balance) return subscription;
  const { subscription: updated } = await applyLedgerChange(db, subscription.id, {
    kind: 'adjust',
    amount: balance - subscription.balance,
    idempotencyKey: `test-set:${randomUUID()}`,
    reason: 'Test balance',
  });
  return updated;
}
