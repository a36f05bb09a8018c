import type { Db } from './db/db';
import type { AccountCreatedHook } from './platform/account-hooks';
import type { RecordingStore } from './platform/recording-store';
import { createAccount, findUserByEmail, type NewAccountInput } from './domain/accounts';
import { seedDemoAdmin } from './demo-admin';
import { seedDemoHiring } from './demo-hiring';

export const DEMO_PASSWORD = 'rehearse-demo';

const OWNER_EMAIL = 'recruiter@rehearse.dev';
const ADMIN_EMAIL = 'admin@rehearse.dev';

type DemoAccount = Omit<NewAccountInput, 'password' | 'organization'> & {
  organization:
    | { name: string; type: 'recruiting' | 'individual' }
    // A member of the organization the owner's account belongs to.
    | { teamOf: string; role: 'recruiter' | 'reviewer' };
};

// The accounts the README lists. Created once, through the same hooks as a sign-up; an
// existing account is left as it is. Northwind Talent's team is its owner (recruiter@), a
// recruiter and a reviewer; its postings, rubric and questions come with the team
// (demo-hiring.ts).
const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Casey Candidate',
    email: 'candidate@rehearse.dev',
    roles: [],
    organization: { name: 'Casey Candidate', type: 'individual' },
  },
  {
    name: 'Riley Recruiter',
    email: OWNER_EMAIL,
    roles: ['recruiter'],
    organization: { name: 'Northwind Talent', type: 'recruiting' },
    // Owns it: manages the team (docs/decisions/041-recruiting-organizations.md).
    organizationRole: 'owner',
  },
  {
    name: 'Avery Admin',
    email: ADMIN_EMAIL,
    roles: ['admin'],
    organization: { name: 'Rehearse', type: 'individual' },
  },
  {
    name: 'Sam Sourcer',
    email: 'sourcer@rehearse.dev',
    roles: [],
    organization: { teamOf: OWNER_EMAIL, role: 'recruiter' },
  },
  {
    name: 'Rowan Reviewer',
    email: 'reviewer@rehearse.dev',
    roles: [],
    organization: { teamOf: OWNER_EMAIL, role: 'reviewer' },
  },
];

export async function ensureDemoAccounts(
  db: Db,
  hooks: readonly AccountCreatedHook[],
  // Where the demo candidates' recorded answers go (DATA_DIR/recordings on the server).
  recordings: RecordingStore,
): Promise<number> {
  let created = 0;
  let teamJoined = false;
  let adminCreated = false;
  for (const { organization, ...account } of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    if ('teamOf' in organization) {
      const owner = await findUserByEmail(db, organization.teamOf);
      // The owner left Northwind (or never joined it): the teammate is not made.
      if (!owner?.organizationId || owner.organizationRole !== 'owner') continue;
      await createAccount(
        db,
        {
          ...account,
          password: DEMO_PASSWORD,
          organization: { id: owner.organizationId, role: organization.role },
        },
        hooks,
      );
      teamJoined = true;
    } else {
      await createAccount(db, { ...account, organization, password: DEMO_PASSWORD }, hooks);
      if (account.email === ADMIN_EMAIL) adminCreated = true;
    }
    created += 1;
  }
  // The hiring content arrives once, with the team (a later start after the team deleted it
  // all does not bring it back).
  if (teamJoined) {
    const owner = await findUserByEmail(db, OWNER_EMAIL);
    if (owner?.organizationId) await seedDemoHiring(db, recordings, owner.organizationId, owner.id);
  }
  // The admin's organizations, promo codes, adjustment and invitations arrive once, with the
  // admin account, after Northwind's hiring content (its ledger gets the adjustment).
  if (adminCreated) {
    const admin = await findUserByEmail(db, ADMIN_EMAIL);
    const owner = await findUserByEmail(db, OWNER_EMAIL);
    if (admin) await seedDemoAdmin(db, admin, owner?.organizationId ?? null);
  }
  return created;
}
