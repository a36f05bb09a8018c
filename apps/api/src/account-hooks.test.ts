import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, uniqueEmail, useTestApp } from '../test/test-app';
import { accountCreatedHooks } from './app';
import { notes } from './db/schema/notes';
import { organizations } from './db/schema/organizations';
import { users } from './db/schema/users';
import { ensureDemoAccounts } from './demo-accounts';
import type { AccountCreatedHook, NewAccount } from './platform/account-hooks';

// A last hook, after every area's seeder: it records what it was given and whether the new
// user row is visible through the transaction it runs in, and fails when asked to.
const seen: { account: NewAccount; email: string | undefined }[] = [];
let failNext = false;
const probe: AccountCreatedHook = async (tx, account) => {
  const [row] = await tx.select().from(users).where(eq(users.id, account.userId));
  seen.push({ account, email: row?.email });
  if (failNext) throw new Error('probe hook failed');
};

const { app, db, accountHooks, recordings } = await useTestApp({
  accountHooks: [...accountCreatedHooks, probe],
});

const rowCount = async (table: typeof users | typeof organizations | typeof notes) =>
  (await db.select({ n: count() }).from(table))[0].n;

beforeEach(() => {
  seen.length = 0;
  failNext = false;
});

const signUp = (email: string) =>
  call(app, 'POST', '/api/auth/sign-up', {
    body: { name: 'Hook Tester', email, password: 'correct horse battery' },
  });

describe('account-created hooks', () => {
  it('run for a sign-up with the new account, inside its transaction', async () => {
    const email = uniqueEmail('hooks');
    expect((await signUp(email)).status).toBe(200);

    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(seen).toEqual([
      { account: { userId: user.id, createdAt: user.createdAt, language: 'en' }, email },
    ]);
    // The areas' seeders ran too: the account has its sample notes.
    expect(await rowCount(notes)).toBeGreaterThan(0);
  });

  it('fail the sign-up together: no user, organization or sample data is left', async () => {
    failNext = true;
    const email = uniqueEmail('hooks');
    expect((await signUp(email)).status).toBe(500);
    expect(seen).toHaveLength(1);
    expect(await rowCount(users)).toBe(0);
    expect(await rowCount(organizations)).toBe(0);
    expect(await rowCount(notes)).toBe(0);

    // Nothing half-made blocks the email: the next try succeeds.
    failNext = false;
    expect((await signUp(email)).status).toBe(200);
    expect(await rowCount(users)).toBe(1);
  });

  it('run for the demo accounts too', async () => {
    expect(await ensureDemoAccounts(db, accountHooks, recordings)).toBe(5);
    expect(seen.map((s) => s.email)).toEqual([
      'candidate@rehearse.dev',
      'recruiter@rehearse.dev',
      'admin@rehearse.dev',
      'sourcer@rehearse.dev',
      'reviewer@rehearse.dev',
    ]);
    // A second start leaves existing demo accounts alone.
    expect(await ensureDemoAccounts(db, accountHooks, recordings)).toBe(0);
    expect(seen).toHaveLength(5);
  });
});
