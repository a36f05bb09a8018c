// The question-pool figure (decision 010): listing the question pool with filters, through the
// whole API (routing, validation, auth, the pool) on the embedded database, with a cold cache (a
// new app whose first request loads the pool from the database) and a warm one.
import { accountCreatedHooks, createApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { createAccount } from '../../apps/api/src/domain/accounts';
import { issueSession } from '../../apps/api/src/platform/session';
import { loadConfig } from '../../apps/api/src/platform/config';
import { makeTempDir, removeTempDir } from './servers';
import { median, p99, round1 } from './stats';
import { printTable } from './table';

const SECRET = 'bench-secret-of-at-least-thirty-two-characters';
const LISTING =
  '/api/question-pool/questions?skill=react,sql,typescript&difficulty=2,3,4&kind=single,multiple&q=the&limit=20';
const WARM_SAMPLES = 300;
const COLD_SAMPLES = 30;

export type PoolFigures = { cold: number[]; warm: number[] };

export async function runQuestionPoolBench(): Promise<PoolFigures> {
  const dataDir = await makeTempDir('question-pool');
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_ACCOUNTS: 'false', JWT_SECRET: SECRET });
    const user = await createAccount(
      database.db,
      {
        name: 'Pool User',
        email: 'pool@example.test',
        password: 'pool benchmark password',
      },
      accountCreatedHooks,
    );
    const { accessToken } = await issueSession(SECRET, user);
    const headers = { authorization: `Bearer ${accessToken}` };
    const newApp = () => createApp({ db: database.db, dbKind: database.kind, config });
    const timeOne = async (app: ReturnType<typeof newApp>) => {
      const started = performance.now();
      const res = await app.request(LISTING, { headers });
      if (res.status !== 200) throw new Error(`${LISTING} answered ${res.status}`);
      await res.arrayBuffer();
      return performance.now() - started;
    };

    // Cold: every sample is the first request of a new app, so it loads the pool.
    const cold: number[] = [];
    for (let i = 0; i < COLD_SAMPLES + 3; i++) {
      const ms = await timeOne(newApp());
      if (i >= 3) cold.push(ms);
    }
    // Warm: one app, its pool loaded by the first request.
    const app = newApp();
    const warm: number[] = [];
    for (let i = 0; i < WARM_SAMPLES + 20; i++) {
      const ms = await timeOne(app);
      if (i >= 20) warm.push(ms);
    }
    printTable({
      title: 'Question pool listing (in-process app.request on PGlite)',
      columns: ['Cache', 'Samples', 'Median ms', 'p99 ms'],
      rows: [
        [
          'cold (first request loads the pool)',
          cold.length,
          round1(median(cold)),
          round1(p99(cold)),
        ],
        ['warm', warm.length, round1(median(warm)), round1(p99(warm))],
      ],
      notes: [`GET ${LISTING}`],
    });
    return { cold, warm };
  } finally {
    await database.close();
    await removeTempDir(dataDir);
  }
}
