// Reads while 50 writers run, on the production server over the embedded database: the figure
// that shows whether database work blocks everything else (docs/decisions/019-embedded-database-worker.md).
// Alone: `node --import tsx bench/src/write-contention.bench.ts` after `npm run build`.
import { fileURLToPath } from 'node:url';
import { signIn } from './sign-in.bench';
import { makeTempDir, removeTempDir, startApiServer } from './servers';
import { max, median, p99, round1 } from './stats';
import { printTable } from './table';

const WRITERS = 50;
const DURATION_MS = 15_000;
const WARMUP_MS = 2_000;
// A client gives up after this long; a time-out is counted, never retried.
const CLIENT_TIMEOUT_MS = 10_000;

type Samples = { label: string; ms: number[]; failed: number; timedOut: number };

type Writer = {
  label: string;
  // Builds one write request; `n` is unique per request in this run.
  request: (baseUrl: string, auth: Record<string, string>, n: number) => [string, RequestInit];
};

// A small write (one short transaction) and the heaviest common one: a sign-up hashes the
// password and copies every area's sample data for the new account in one transaction.
const WRITERS_BY_KIND: readonly Writer[] = [
  {
    label: 'POST /api/apps/notes',
    request: (baseUrl, auth) => [
      `${baseUrl}/api/apps/notes`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ note: { title: 'Load', content: 'Written under load.' } }),
      },
    ],
  },
  {
    label: 'POST /api/auth/sign-up',
    request: (baseUrl, _auth, n) => [
      `${baseUrl}/api/auth/sign-up`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Load Writer',
          email: `load-${n}@example.test`,
          password: 'correct horse battery',
        }),
      },
    ],
  },
];

export type ContentionFigures = {
  writes: Samples;
  userReads: Samples;
  healthReads: Samples;
  writesPerSecond: number;
};

export type WriteContentionResult = Record<'notes' | 'signUps', ContentionFigures>;

const newSamples = (label: string): Samples => ({ label, ms: [], failed: 0, timedOut: 0 });

// One request, timed from send to the last byte of the answer.
async function timed(samples: Samples, [url, init]: [string, RequestInit]): Promise<void> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    await res.arrayBuffer();
    if (res.status === 200) samples.ms.push(performance.now() - t0);
    else samples.failed += 1;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') samples.timedOut += 1;
    else samples.failed += 1;
  }
}

// Calls `step` back to back until `until` (a performance.now() time).
async function loop(until: number, step: () => Promise<void>) {
  while (performance.now() < until) await step();
}

const row = (s: Samples) => {
  const has = s.ms.length > 0;
  return [
    s.label,
    s.ms.length,
    has ? round1(median(s.ms)) : '-',
    has ? round1(p99(s.ms)) : '-',
    has ? round1(max(s.ms)) : '-',
    s.failed,
    s.timedOut,
  ];
};

// A fresh production server per writer kind, so one run's data does not slow the next.
async function runOne(writer: Writer): Promise<ContentionFigures> {
  const dataDir = await makeTempDir('write-contention');
  try {
    const { server } = await startApiServer(dataDir, 'API server (write contention)');
    try {
      const token = await signIn(server.url);
      const auth = { authorization: `Bearer ${token}` };
      let n = 0;
      const write = (samples: Samples) => timed(samples, writer.request(server.url, auth, ++n));
      const userRead = (samples: Samples) =>
        timed(samples, [`${server.url}/api/common/user`, { headers: auth }]);
      const healthRead = (samples: Samples) => timed(samples, [`${server.url}/api/health`, {}]);

      // Untimed warm-up of every route so JIT and caches do not count.
      const warm = newSamples('warm-up');
      const warmUntil = performance.now() + WARMUP_MS;
      await Promise.all([
        ...Array.from({ length: 5 }, () => loop(warmUntil, () => write(warm))),
        loop(warmUntil, () => userRead(warm)),
        loop(warmUntil, () => healthRead(warm)),
      ]);

      const writes = newSamples(`${writer.label} (${WRITERS} writers)`);
      const userReads = newSamples('GET /api/common/user (one reader)');
      const healthReads = newSamples('GET /api/health (one reader, no database)');
      const started = performance.now();
      const until = started + DURATION_MS;
      await Promise.all([
        ...Array.from({ length: WRITERS }, () => loop(until, () => write(writes))),
        loop(until, () => userRead(userReads)),
        loop(until, () => healthRead(healthReads)),
      ]);
      const writesPerSecond = writes.ms.length / ((performance.now() - started) / 1000);
      printTable({
        title: `Reads while ${WRITERS} writers run: ${writer.label} (production server, PGlite, ${DURATION_MS / 1000} s)`,
        columns: ['Requests', 'Done', 'Median ms', 'p99 ms', 'Max ms', 'Failed', 'Timed out'],
        rows: [writes, userReads, healthReads].map(row),
        notes: [
          `Writes completed: ${round1(writesPerSecond)} per second.`,
          `Each writer and reader sends its next request when the previous one answers; client time-out ${CLIENT_TIMEOUT_MS / 1000} s.`,
          'Load generator and server are separate processes on the same machine.',
        ],
      });
      return { writes, userReads, healthReads, writesPerSecond };
    } finally {
      await server.stop();
    }
  } finally {
    await removeTempDir(dataDir);
  }
}

export async function runWriteContentionBench(): Promise<WriteContentionResult> {
  const [notes, signUps] = WRITERS_BY_KIND;
  return { notes: await runOne(notes), signUps: await runOne(signUps) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runWriteContentionBench().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
