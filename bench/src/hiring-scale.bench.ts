// The hiring lists at scale (issue 14): the postings list and the question library of one
// recruiting organization with 100 and with 10,000 rows each, through the whole API (routing,
// validation, auth, SQL) on the embedded database. The figure of merit is the 10k/100 ratio of
// the medians: flat means the page costs the same however long the list grows. The searches'
// terms match one row in ten, so their cost follows the matches (10, then 1,000; decision 046).
import { sql } from 'drizzle-orm';
import { accountCreatedHooks, createApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import type { Db } from '../../apps/api/src/db/db';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { createAccount } from '../../apps/api/src/domain/accounts';
import { issueSession } from '../../apps/api/src/platform/session';
import { loadConfig } from '../../apps/api/src/platform/config';
import { makeTempDir, removeTempDir } from './servers';
import { median, p99, round1 } from './stats';
import { printTable } from './table';
import { timeGet } from './timed-requests';

const SIZES = [100, 10_000];
const SAMPLES = 60;
const SECRET = 'bench-secret-of-at-least-thirty-two-characters';
// What a recruiter opens: the first page of each list as it first shows, then a later page of
// one state (full at both sizes: 25 of 100 postings are open), and a search.
const CALLS = [
  ['postings, first page', '/api/recruiter/postings'],
  ['postings, open, page 2 of 10', '/api/recruiter/postings?state=open&page=2&pageSize=10'],
  ['postings, search', '/api/recruiter/postings?search=engineer'],
  ['library, first page', '/api/recruiter/questions?source=organization'],
  ['library, page 3 by prompt', '/api/recruiter/questions?source=organization&sort=prompt&page=3'],
  ['library, search', '/api/recruiter/questions?source=organization&search=customer'],
] as const;

export type HiringScaleFigures = { rows: number; samples: number[][] };

// One organization's rows, made in SQL: postings in all four states, one title in ten an
// engineer; questions where one in ten is about customers.
async function fill(db: Db, organizationId: string, rows: number) {
  await db.execute(sql`
    insert into postings (organization_id, title, department, location, workplace_type,
                          employment_type, state, updated_at)
    select ${organizationId},
           case when g % 10 = 0 then 'Platform engineer ' || g else 'Account manager ' || g end,
           'Department ' || (g % 7), 'City ' || (g % 13), 'hybrid', 'full-time',
           (array['draft', 'open', 'closed', 'archived'])[1 + g % 4],
           now() - (g || ' minutes')::interval
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`
    insert into questions (id, organization_id, kind, prompt, difficulty, time_guide_seconds,
                           updated_at)
    select 'org-bench-' || g, ${organizationId}, 'open',
           case when g % 10 = 0 then 'Tell us about a customer you helped ' || g
                else 'Describe a project you led ' || g end,
           2, 120, now() - (g || ' minutes')::interval
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`vacuum analyze`);
}

async function measure(rows: number): Promise<HiringScaleFigures> {
  const dataDir = await makeTempDir(`hiring-${rows}`);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_ACCOUNTS: 'false', JWT_SECRET: SECRET });
    const owner = await createAccount(
      database.db,
      {
        name: 'Scale Recruiter',
        email: `hiring-${rows}@example.test`,
        password: 'scale benchmark password',
        roles: ['recruiter'],
        organization: { name: 'Scale Hiring', type: 'recruiting' },
        organizationRole: 'owner',
      },
      accountCreatedHooks,
    );
    await fill(database.db, owner.organizationId!, rows);
    const app = createApp({ db: database.db, dbKind: database.kind, config });
    const { accessToken } = await issueSession(SECRET, owner);
    const time = (path: string) => timeGet(app, accessToken, path, { samples: SAMPLES });
    const samples: number[][] = [];
    for (const [, path] of CALLS) samples.push(await time(path));
    return { rows, samples };
  } finally {
    await database.close();
    await removeTempDir(dataDir);
  }
}

export async function runHiringScaleBench() {
  const results: HiringScaleFigures[] = [];
  for (const rows of SIZES) results.push(await measure(rows));
  const [small, large] = results;
  const ratios = CALLS.map((_, i) => median(large.samples[i]) / median(small.samples[i]));
  printTable({
    title: 'Hiring lists at scale (one organization, in-process app.request on PGlite)',
    columns: ['Call', 'Rows', 'Median ms', 'p99 ms'],
    rows: results.flatMap((f) =>
      CALLS.map(([label], i) => [
        label,
        f.rows,
        round1(median(f.samples[i])),
        round1(p99(f.samples[i])),
      ]),
    ),
    notes: CALLS.map(([label], i) => `${label}: 10k/100 median ratio ${ratios[i].toFixed(2)}`),
  });
  return { ratios: CALLS.map(([label], i) => ({ label, ratio: ratios[i] })), results };
}
