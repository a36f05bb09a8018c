// The progress-tracker figure (decision 012): the tracker of a candidate with 10,000 attempts
// (6,000 completed quizzes and 4,000 practice answers with stored feedback, spread over a year),
// through the whole API on the embedded database. Every figure is computed in SQL per request.
import { sql } from 'drizzle-orm';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
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

const SECRET = 'bench-secret-of-at-least-thirty-two-characters';
const QUIZZES = 6_000;
const PRACTICE = 4_000;
const SAMPLES = 40;

export type ProgressFigures = { samples: number[]; attempts: number };

export async function runProgressBench(): Promise<ProgressFigures> {
  const dataDir = await makeTempDir('progress');
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_ACCOUNTS: 'false', JWT_SECRET: SECRET });
    const user = await createAccount(
      database.db,
      {
        name: 'Progress User',
        email: 'progress@example.test',
        password: 'progress benchmark password',
      },
      accountCreatedHooks,
    );
    const feedback = JSON.stringify(
      analyzeAnswer({
        transcript:
          'At my last job our deploys failed weekly. I was asked to fix it. I wrote a rollback script and, um, added canary checks. As a result, failures fell by 80%.',
        durationSeconds: 14,
        expectsStar: true,
      }),
    );
    const db = database.db;
    await db.execute(sql`
      insert into quiz_attempts (user_id, mode, source, difficulty, skills, length, started_at, completed_at, score)
      select ${user.id}, 'practice', 'custom', '3', array['sql'], 5,
             now() - (g % 365 || ' days')::interval - interval '5 minutes',
             now() - (g % 365 || ' days')::interval, (g * 7) % 101
      from generate_series(1, ${QUIZZES}) g`);
    await db.execute(sql`
      insert into practice_attempts (user_id, question_id, mode, transcript, feedback, score, words_per_minute, fillers_per_100, star_components, sub_scores, created_at)
      select ${user.id}, q.id, 'text', 'answer ' || g, ${feedback}::jsonb, (g * 13) % 101, 120 + g % 40, (g % 50) / 10.0, g % 5, array[100, 90, null, (g % 100), 50, null, 100, 80, 60, 100, null, 100, 70]::real[],
             now() - (g % 365 || ' days')::interval
      from generate_series(1, ${PRACTICE}) g
      join lateral (select id from questions where kind = 'open' order by id offset (g % 100) limit 1) q on true`);
    await db.execute(sql`
      insert into skill_ratings (user_id, skill, rating, answered) values (${user.id}, 'sql', 1180, 30000)`);
    await db.execute(sql`vacuum analyze`);

    const app = createApp({ db, dbKind: database.kind, config });
    const { accessToken } = await issueSession(SECRET, user);
    const path =
      '/api/workspace/progress?from=' +
      new Date(Date.now() - 364 * 864e5).toISOString().slice(0, 10);
    const samples = await timeGet(app, accessToken, path, { samples: SAMPLES });
    printTable({
      title: 'Progress tracker (10,000 attempts, one year, in-process on PGlite)',
      columns: ['Call', 'Samples', 'Median ms', 'p99 ms'],
      rows: [
        [
          'GET /api/workspace/progress (365 days)',
          samples.length,
          round1(median(samples)),
          round1(p99(samples)),
        ],
      ],
    });
    return { samples, attempts: QUIZZES + PRACTICE };
  } finally {
    await database.close();
    await removeTempDir(dataDir);
  }
}
