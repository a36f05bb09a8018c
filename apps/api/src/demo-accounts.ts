import type { Db } from './db/db';
import type { AccountCreatedHook } from './platform/account-hooks';
import { createAccount, findUserByEmail } from './domain/accounts';

export const DEMO_PASSWORD = 'rehearse-demo';

// The three accounts the README lists. Created once, through the same hooks as a sign-up; an
// existing account is left as it is.
const DEMO_ACCOUNTS = [
  {
    name: 'Casey Candidate',
    email: 'candidate@rehearse.dev',
    roles: [],
    organization: { name: 'Casey Candidate', type: 'individual' as const },
  },
  {
    name: 'Riley Recruiter',
    email: 'recruiter@rehearse.dev',
    roles: ['recruiter'],
    organization: { name: 'Northwind Talent', type: 'recruiting' as const },
    // Owns it: manages the team (docs/decisions/041-recruiting-organizations.md).
    organizationRole: 'owner' as const,
  },
  {
    name: 'Avery Admin',
    email: 'admin@rehearse.dev',
    roles: ['admin'],
    organization: { name: 'Rehearse', type: 'individual' as const },
  },
];

export async function ensureDemoAccounts(
  db: Db,
  hooks: readonly AccountCreatedHook[],
): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await createAccount(db, { ...account, password: DEMO_PASSWORD }, hooks);
    created += 1;
  }
  return created;
}
