import { makeTempDir, removeTempDir, startApiServer } from './servers';
import { max, median, min, p99, round1 } from './stats';
import { printTable } from './table';

const SIGN_INS = 30;
export const DEMO_EMAIL = 'candidate@rehearse.dev';
// Mirrors DEMO_PASSWORD in apps/api/src/db/seed/demo-accounts.ts; not imported so this
// module (which runs against the built server) does not load the API sources.
export const DEMO_PASSWORD = 'rehearse-demo';

export type SignInResult = { samplesMs: number[]; medianMs: number; p99Ms: number };

// Signs in once and returns the access token. Any failure stops at once: failed sign-ins
// count toward the per-email and per-address rate limits, so they are never retried.
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { accessToken?: unknown };
  if (res.status !== 200 || typeof body.accessToken !== 'string') {
    throw new Error(`Sign-in as ${DEMO_EMAIL} answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return body.accessToken;
}

// existingDataDir: a data folder the start-up benchmark created (demo accounts, nothing else), so the
// server starts in restart time; omitted, a fresh folder is made (a full fresh start-up).
export async function runSignInBench(existingDataDir?: string): Promise<SignInResult> {
  const dataDir = existingDataDir ?? (await makeTempDir('sign-in'));
  try {
    const { server } = await startApiServer(dataDir, 'API server (sign-in)');
    const samplesMs: number[] = [];
    try {
      // One untimed sign-in first: the first call also creates the stored signing secret.
      await signIn(server.url);
      for (let i = 0; i < SIGN_INS; i += 1) {
        const t0 = performance.now();
        await signIn(server.url);
        samplesMs.push(performance.now() - t0);
      }
    } finally {
      await server.stop();
    }
    const result = { samplesMs, medianMs: median(samplesMs), p99Ms: p99(samplesMs) };
    printTable({
      title: `Sign-in latency (POST /api/auth/sign-in, ${SIGN_INS} sequential successes)`,
      columns: ['Requests', 'Min ms', 'Median ms', 'p99 ms', 'Max ms'],
      rows: [
        [
          samplesMs.length,
          round1(min(samplesMs)),
          round1(result.medianMs),
          round1(result.p99Ms),
          round1(max(samplesMs)),
        ],
      ],
      notes: [
        'Client-side round trip; argon2id password verification dominates by design.',
        existingDataDir
          ? "Server: restarted on the last start-up run's folder (demo accounts only)."
          : 'Server: fresh data folder with demo accounts.',
        `p99 is nearest-rank: with ${SIGN_INS} samples it is the slowest one.`,
      ],
    });
    return result;
  } finally {
    // The folder is removed here either way: the caller hands it over.
    await removeTempDir(dataDir);
  }
}
