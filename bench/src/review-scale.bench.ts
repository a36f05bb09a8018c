// The review aggregate at scale (issue 15): the ranking of a posting with 1,000 finished
// candidates, each scored by two reviewers on a four-criterion rubric, through the whole API
// (routing, auth, blind-scoring checks, SQL aggregation) on the embedded database; and one
// candidate's scorecards with the aggregate. The figures are the medians in milliseconds.
// Standalone: `node --import tsx bench/src/review-scale.bench.ts` (in-process: no build needed).
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { accountCreatedHooks, createApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { createAccount } from '../../apps/api/src/domain/accounts';
import { issueSession } from '../../apps/api/src/platform/session';
import { loadConfig } from '../../apps/api/src/platform/config';
import { makeTempDir, removeTempDir } from './servers';
import { median, p99, round1 } from './stats';
import { printTable } from './table';
import { timeGet } from './timed-requests';

const CANDIDATES = 1_000;
const SAMPLES = 20;
const SECRET = 'bench-secret-of-at-least-thirty-two-characters';

export async function runReviewScaleBench() {
  const dataDir = await makeTempDir('review-scale');
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_ACCOUNTS: 'false', JWT_SECRET: SECRET });
    const owner = await createAccount(
      database.db,
      {
        name: 'Review Owner',
        email: 'review-owner@example.test',
        password: 'scale benchmark password',
        roles: ['recruiter'],
        organization: { name: 'Review Scale', type: 'recruiting' },
        organizationRole: 'owner',
      },
      accountCreatedHooks,
    );
    const organizationId = owner.organizationId!;
    const reviewers = [];
    for (const name of ['First Reviewer', 'Second Reviewer']) {
      reviewers.push(
        await createAccount(
          database.db,
          {
            name,
            email: `${name.replace(' ', '-').toLowerCase()}@example.test`,
            password: 'scale benchmark password',
            organization: { id: organizationId, role: 'reviewer' },
          },
          accountCreatedHooks,
        ),
      );
    }
    // The rubric, the posting, its candidates and two submitted scorecards each, in SQL.
    const db = database.db;
    await db.execute(sql`
      with rubric as (
        insert into rubrics (organization_id, name) values (${organizationId}, 'Scale rubric')
        returning id
      ), criteria as (
        insert into rubric_criteria (rubric_id, position, name, weight, anchors)
        select rubric.id, g, 'Criterion ' || g, g + 1, '["1","2","3","4","5"]'::jsonb
        from rubric, generate_series(0, 3) g
        returning id
      ), posting as (
        insert into postings (organization_id, title, workplace_type, employment_type, state,
                              rubric_id)
        select ${organizationId}, 'Scale posting', 'remote', 'full-time', 'open', rubric.id
        from rubric returning id
      ), team as (
        insert into posting_hiring_team (posting_id, user_id)
        select posting.id, u from posting, unnest(array[${reviewers[0].id}, ${reviewers[1].id}]::uuid[]) u
      ), candidates as (
        insert into posting_candidates (organization_id, posting_id, name, email, stage,
                                        token_hash, deadline_at)
        select ${organizationId}, posting.id, 'Candidate ' || g, 'c' || g || '@example.test',
               'in_review', md5(g::text), now() + interval '7 days'
        from posting, generate_series(1, ${CANDIDATES}) g
        returning id
      ), cards as (
        insert into scorecards (organization_id, candidate_id, reviewer_id, recommendation,
                                submitted_at)
        select ${organizationId}, candidates.id, u, 'yes', now()
        from candidates, unnest(array[${reviewers[0].id}, ${reviewers[1].id}]::uuid[]) u
        returning id
      )
      insert into scorecard_ratings (scorecard_id, criterion_id, rating)
      select cards.id, criteria.id, 1 + floor(random() * 5)::int from cards, criteria`);
    await db.execute(sql`vacuum analyze`);
    const [{ postingId, candidateId }] = (
      (await db.execute(sql`
        select p.id as "postingId", (select id from posting_candidates where posting_id = p.id
               limit 1) as "candidateId"
        from postings p where p.organization_id = ${organizationId}`)) as unknown as {
        rows: { postingId: string; candidateId: string }[];
      }
    ).rows;

    const app = createApp({ db, dbKind: database.kind, config });
    const { accessToken } = await issueSession(SECRET, owner);
    const time = (path: string, check: (body: unknown) => void) =>
      timeGet(app, accessToken, path, { samples: SAMPLES, warmUp: 3, check });
    const ranking = await time(`/api/recruiter/postings/${postingId}/ranking`, (body) => {
      const items = (body as { data: { items: unknown[] } }).data.items;
      if (items.length !== CANDIDATES) throw new Error(`ranked ${items.length}`);
    });
    const one = await time(
      `/api/recruiter/postings/${postingId}/candidates/${candidateId}/scorecards`,
      (body) => {
        const aggregate = (body as { data: { aggregate: { scorecards: number } } }).data.aggregate;
        if (aggregate.scorecards !== 2) throw new Error('aggregate missing');
      },
    );
    const rows = [
      [
        `Ranking of ${CANDIDATES.toLocaleString('en')} scored candidates`,
        round1(median(ranking)),
        round1(p99(ranking)),
      ],
      ['One candidate’s scorecards and aggregate', round1(median(one)), round1(p99(one))],
    ];
    printTable({
      title: 'Review aggregate at scale (in-process app.request on PGlite)',
      columns: ['Call', 'Median ms', 'p99 ms'],
      rows,
      notes: [
        `${CANDIDATES} candidates × 2 submitted scorecards × 4 weighted criteria; the owner (outside the hiring team) sees all.`,
      ],
    });
    return { rankingMs: median(ranking), candidateMs: median(one) };
  } finally {
    await database.close();
    await removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runReviewScaleBench();
}
