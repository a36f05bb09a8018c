// Live updates across processes (issue 20, decision 076): two production servers on one
// PostgreSQL database, 1,000 streams open on the first (one per user), and writes made through
// the second. The latency is from sending a write to B until its event arrives on the stream on
// A (the write's own answer, the announcement after it, NOTIFY, A's read of the row, the SSE
// frame). Memory per stream is A's resident memory growth over the 1,000 streams. Needs a
// PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432); skipped without.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'node:net';
import { createParser } from 'eventsource-parser';
import { SignJWT } from 'jose';
import pg from 'pg';
import { makeTempDir, removeTempDir, startApiServer } from './servers';
import { median, p99, round1 } from './stats';
import { printTable } from './table';

const STREAMS = 1_000;
const SAMPLES = 200;
const SECRET = 'bench-live-events-secret-at-least-32-characters';
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export type LiveEventsFigures =
  { skipped: string } | { latencyMs: number[]; kbPerStream: number; streams: number };

const reachable = (url: string) =>
  new Promise<boolean>((done) => {
    const { hostname, port } = new URL(url);
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

const rssKb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

// The same token the server's sign-in would issue (HS256, issuer Rehearse, version 0): signing
// 1,000 in the bench keeps 1,000 password checks out of the figures.
const tokenFor = (userId: string) =>
  new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('Rehearse')
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(SECRET));

export async function runLiveEventsBench(): Promise<LiveEventsFigures> {
  if (!(await reachable(ADMIN_URL))) return { skipped: 'no PostgreSQL server' };
  const database = `rehearse_bench_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const env = { DATABASE_URL: url.href, JWT_SECRET: SECRET, TRANSCRIPTION: 'off' };
  const dirA = await makeTempDir('live-a');
  const dirB = await makeTempDir('live-b');
  const { server: a } = await startApiServer(dirA, 'API server A (live events)', env);
  const { server: b } = await startApiServer(dirB, 'API server B (live events)', {
    ...env,
    DEMO_ACCOUNTS: 'false',
  });
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  const aborts: AbortController[] = [];
  try {
    // 1,000 accounts, written directly (no password: the bench signs their tokens).
    const { rows } = await db.query<{ id: string }>(
      `insert into users (name, email, password_hash)
       select 'Bench ' || n, 'bench-' || n || '@example.test', '' from generate_series(1, $1) n
       returning id`,
      [STREAMS],
    );
    const tokens = await Promise.all(rows.map((row) => tokenFor(row.id)));
    const arrivals = new Map<number, (at: number) => void>();

    const before = await rssKb(a.child.pid!);
    await Promise.all(
      tokens.map(async (token, index) => {
        const abort = new AbortController();
        aborts.push(abort);
        const res = await fetch(`${a.url}/api/events`, {
          headers: { authorization: `Bearer ${token}` },
          signal: abort.signal,
        });
        if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
        let ready!: () => void;
        const isReady = new Promise<void>((done) => {
          ready = done;
        });
        const parser = createParser({
          onEvent: (event) => {
            if (event.event === 'ready') ready();
            if (event.event === 'change') arrivals.get(index)?.(performance.now());
          },
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        void (async () => {
          for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
            if (done) return;
            parser.feed(value);
          }
        })();
        await isReady;
      }),
    );
    // Let the server settle (garbage collection) before reading its memory.
    await new Promise((done) => setTimeout(done, 2_000));
    const after = await rssKb(a.child.pid!);

    const latencyMs: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const index = (i * 7919) % STREAMS;
      const arrived = new Promise<number>((done) => arrivals.set(index, done));
      const sent = performance.now();
      const res = await fetch(`${b.url}/api/common/settings`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${tokens[index]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ settings: { scheme: i % 2 ? 'dark' : 'light' } }),
      });
      if (res.status !== 200) throw new Error(`write answered ${res.status}`);
      await res.arrayBuffer();
      latencyMs.push((await arrived) - sent);
      arrivals.delete(index);
    }
    return { latencyMs, kbPerStream: (after - before) / STREAMS, streams: STREAMS };
  } finally {
    for (const abort of aborts) abort.abort();
    await db.end();
    await a.stop();
    await b.stop();
    await removeTempDir(dirA);
    await removeTempDir(dirB);
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

export const liveEventsRows = (figures: LiveEventsFigures) =>
  'skipped' in figures
    ? [['Live events across processes', 'skipped', figures.skipped, '-']]
    : [
        [
          `Live event, write on B to stream on A (${figures.streams} streams), p50`,
          round1(median(figures.latencyMs)),
          'ms',
          '-',
        ],
        [
          `Live event, write on B to stream on A (${figures.streams} streams), p99`,
          round1(p99(figures.latencyMs)),
          'ms',
          '-',
        ],
        ['Server memory per open stream', round1(figures.kbPerStream), 'kB', '-'],
      ];

// `node --import tsx bench/src/live-events.bench.ts` runs this one alone (after a build).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runLiveEventsBench().then(
    (figures) => {
      printTable({
        title: 'Live events across processes',
        columns: ['Measure', 'Value', 'Unit', 'Target'],
        rows: liveEventsRows(figures),
      });
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
