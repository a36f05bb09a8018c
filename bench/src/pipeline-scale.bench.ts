// The candidate pipeline at scale (issue 15): one open posting's candidate table with 100 and
// with 10,000 candidates, through the whole API (routing, validation, auth, SQL) on the embedded
// database. The figure of merit is the 10k/100 ratio of the medians: flat means the page costs
// the same however many candidates the posting has. The stage counts come from
// posting_candidate_counts (kept by a trigger); the search term matches one candidate in ten,
// and there is no trigram index on candidates, so a search reads the posting's rows
// (decision 047). The completed quarter carry a submitted scorecard on a weighted two-criterion
// rubric, so every page carries scores and the score sort (decision 049) orders a quarter of
// the posting by its weighted overall, computed in SQL.
// Standalone: `node --import tsx bench/src/pipeline-scale.bench.ts` (in-process: no build needed).
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { accountCreatedHooks, createApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import type { Db } from '../../apps/api/src/db/db';
import { selectRows } from '../../apps/api/src/db/rows';
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
// What a recruiter opens: the table as it first shows, a later page of one stage, a search.
const CALLS = [
  ['candidates, first page', ''],
  ['candidates, started, page 3', '?stage=started&page=3'],
  ['candidates, search', '?search=jordan'],
  ['candidates, latest completed first', '?sort=completed'],
  ['candidates, highest score first', '?sort=score'],
] as const;

export type PipelineScaleFigures = { rows: number; samples: number[][] };

// One open posting and its candidates, made in SQL: stages spread over invited, started,
// completed (with a completion time and a submitted scorecard by the owner) and expired; one
// name in ten a Jordan.
async function fill(
  db: Db,
  organizationId: string,
  reviewerId: string,
  rows: number,
): Promise<string> {
  const [rubric] = await selectRows<{ id: string }>(
    db,
    sql`insert into rubrics (organization_id, name) values (${organizationId}, 'Platform')
        returning id`,
  );
  await db.execute(sql`
    insert into rubric_criteria (rubric_id, position, name, weight, anchors)
    values (${rubric!.id}, 0, 'Problem solving', 1, '["1","2","3","4","5"]'),
           (${rubric!.id}, 1, 'Communication', 3, '["1","2","3","4","5"]')`);
  const [posting] = await selectRows<{ id: string }>(
    db,
    sql`insert into postings (organization_id, title, workplace_type, employment_type, state,
                              opened_at, rubric_id)
        values (${organizationId}, 'Platform engineer', 'hybrid', 'full-time', 'open', now(),
                ${rubric!.id})
        returning id`,
  );
  await db.execute(sql`
    insert into posting_candidates (organization_id, posting_id, name, email, stage, token_hash,
                                    deadline_at, invited_at, updated_at, completed_at)
    select ${organizationId}, ${posting!.id},
           case when g % 10 = 0 then 'Jordan Rivera ' || g else 'Alex Morgan ' || g end,
           'candidate-' || g || '@example.test',
           (array['invited', 'started', 'completed', 'expired'])[1 + g % 4],
           md5('token-' || g), now() + interval '7 days',
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
           case when g % 4 = 2 then now() - (g || ' seconds')::interval end
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`
    insert into scorecards (organization_id, candidate_id, reviewer_id, recommendation,
                            submitted_at)
    select ${organizationId}, id, ${reviewerId}, 'yes', now()
    from posting_candidates where posting_id = ${posting!.id} and stage = 'completed'`);
  // Ratings 1-5 spread by a hash of the scorecard's id, so the overalls differ.
  await db.execute(sql`
    insert into scorecard_ratings (scorecard_id, criterion_id, rating)
    select s.id, rc.id, 1 + abs(hashtext(s.id::text || rc.id::text)) % 5
    from scorecards s
    join posting_candidates pc on pc.id = s.candidate_id
    cross join rubric_criteria rc
    where pc.posting_id = ${posting!.id} and rc.rubric_id = ${rubric!.id}`);
  await db.execute(sql`vacuum analyze`);
  return posting!.id;
}

async function measure(rows: number): Promise<PipelineScaleFigures> {
  const dataDir = await makeTempDir(`pipeline-${rows}`);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_ACCOUNTS: 'false', JWT_SECRET: SECRET });
    const owner = await createAccount(
      database.db,
      {
        name: 'Scale Recruiter',
        email: `pipeline-${rows}@example.test`,
        password: 'scale benchmark password',
        roles: ['recruiter'],
        organization: { name: 'Scale Hiring', type: 'recruiting' },
        organizationRole: 'owner',
      },
      accountCreatedHooks,
    );
    const postingId = await fill(database.db, owner.organizationId!, owner.id, rows);
    const app = createApp({ db: database.db, dbKind: database.kind, config });
    const { accessToken } = await issueSession(SECRET, owner);
    const time = (path: string) => timeGet(app, accessToken, path, { samples: SAMPLES });
    const samples: number[][] = [];
    for (const [, query] of CALLS) {
      samples.push(await time(`/api/recruiter/postings/${postingId}/candidates${query}`));
    }
    return { rows, samples };
  } finally {
    await database.close();
    await removeTempDir(dataDir);
  }
}

export async function runPipelineScaleBench() {
  const results: PipelineScaleFigures[] = [];
  for (const rows of SIZES) results.push(await measure(rows));
  const [small, large] = results;
  const ratios = CALLS.map((_, i) => median(large.samples[i]) / median(small.samples[i]));
  printTable({
    title: 'Candidate pipeline at scale (one posting, in-process app.request on PGlite)',
    columns: ['Call', 'Candidates', 'Median ms', 'p99 ms'],
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runPipelineScaleBench();
}
