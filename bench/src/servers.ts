import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_READY_PREFIX } from './ready-line';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
// BENCH_API_SERVER runs the server-process figures against another build (for example an
// older commit's `apps/api/dist/server.js`) to compare before and after.
export const API_SERVER_ENTRY = resolve(
  process.env.BENCH_API_SERVER || resolve(REPO_ROOT, 'apps/api/dist/server.js'),
);
const BENCH_SERVER_ENTRY = resolve(import.meta.dirname, 'bench-server.ts');

const HEALTH_POLL_MS = 20;
// Generous: a slow start is a figure to report (against its target), not a failure.
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_TAIL_LINES = 40;
const MAX_LINE_CHARS = 500;

// Everything started or created here is tracked so that an error, Ctrl-C or a forgotten
// finally can never leave a server running or a data folder behind.
const liveChildren = new Set<ChildProcess>();
const tempDirs = new Set<string>();

export type ServerProcess = {
  label: string;
  url: string;
  // performance.now() just before spawn: start-up figures are measured from here.
  startedAt: number;
  child: ChildProcess;
  // The last lines the process wrote, to explain a failed start.
  outputTail: () => string;
  onLine: (listener: (line: string) => void) => void;
  // Sends SIGTERM and resolves with the milliseconds until the process exited.
  stop: () => Promise<number>;
};

export async function makeTempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `rehearse-bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}

export async function removeTempDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

// Asks the OS for a port that is free right now; the tiny window before the server binds
// it is acceptable for a benchmark that runs alone.
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

function spawnProcess(
  label: string,
  url: string,
  args: readonly string[],
  env: Record<string, string>,
): ServerProcess {
  const tail: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    // Empty values count as unset in loadConfig: a DATABASE_URL or JWT_SECRET in the caller's
    // shell must not move the figures off the embedded PGlite database and stored secret.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      JWT_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  const exited = new Promise<void>((done) => {
    child.once('exit', () => {
      liveChildren.delete(child);
      done();
    });
  });
  // Both pipes are always drained: a full pipe would block the server mid-benchmark.
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // One error line can carry a whole SQL statement and its parameters: keep it readable.
        tail.push(line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line);
        if (tail.length > OUTPUT_TAIL_LINES) tail.shift();
        for (const listener of listeners) listener(line);
      }
    });
  }

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return 0;
    const t0 = performance.now();
    child.kill('SIGTERM');
    const timedOut = await Promise.race([
      exited.then(() => false),
      sleep(STOP_TIMEOUT_MS, true, { ref: false }),
    ]);
    if (timedOut) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`${label} did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM`);
    }
    if (child.exitCode !== 0) {
      console.warn(`warning: ${label} exited with code ${child.exitCode} after SIGTERM`);
    }
    return performance.now() - t0;
  };

  return {
    label,
    url,
    startedAt,
    child,
    outputTail: () => tail.join('\n'),
    onLine: (listener) => listeners.push(listener),
    stop,
  };
}

const startFailure = (server: ServerProcess, reason: string) =>
  new Error(
    `${server.label} failed to start: ${reason}\n--- last output ---\n${server.outputTail() || '(none)'}`,
  );

// Polls GET /api/health and resolves with milliseconds from spawn to the first 200.
export async function waitForHealth(server: ServerProcess): Promise<number> {
  const deadline = server.startedAt + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      throw startFailure(
        server,
        `exited (${signalCode ?? `code ${exitCode}`}) before it was ready`,
      );
    }
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      const at = performance.now();
      const body = (await res.json()) as { status?: string };
      if (res.status === 200 && body.status === 'ok') return at - server.startedAt;
    } catch {
      // Connection refused while the server is still starting: keep polling.
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw startFailure(server, `no 200 from /api/health within ${START_TIMEOUT_MS} ms`);
}

// The production server, exactly as `npm start` runs it (built bundle, own data folder).
export async function startApiServer(
  dataDir: string,
  label = 'API server',
  env: Record<string, string> = {},
) {
  try {
    await access(API_SERVER_ENTRY);
  } catch {
    throw new Error(
      `${API_SERVER_ENTRY} is missing: run \`npm run build -w @rehearse/api\` (or \`npm run bench\`)`,
    );
  }
  const port = await freePort();
  const server = spawnProcess(label, `http://127.0.0.1:${port}`, [API_SERVER_ENTRY], {
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_ACCOUNTS: 'true',
    ...env,
  });
  const startupMs = await waitForHealth(server).catch(async (err: unknown) => {
    await server.stop().catch(() => undefined);
    throw err;
  });
  return { server, startupMs };
}

// The bench server picks its own port (port 0) and reports it on one stdout line, so there is
// no race for a free port and "ready" means database migrated and socket listening.
export async function startBenchServer(dataDir: string): Promise<ServerProcess> {
  const server = spawnProcess('Bench server', '', ['--import', 'tsx', BENCH_SERVER_ENTRY], {
    DATA_DIR: dataDir,
  });
  const ready = new Promise<string>((done) => {
    server.onLine((line) => {
      if (line.startsWith(BENCH_READY_PREFIX)) done(line.slice(BENCH_READY_PREFIX.length).trim());
    });
  });
  const exited = new Promise<'exited'>((done) => server.child.once('exit', () => done('exited')));
  const outcome = await Promise.race([
    ready,
    exited,
    sleep(START_TIMEOUT_MS, 'timeout' as const, { ref: false }),
  ]);
  if (outcome === 'exited' || outcome === 'timeout') {
    await server.stop().catch(() => undefined);
    throw startFailure(
      server,
      outcome === 'exited'
        ? 'exited before it was ready'
        : `not ready within ${START_TIMEOUT_MS} ms`,
    );
  }
  return { ...server, url: outcome };
}

// Last resort on Ctrl-C or an unexpected exit: nothing async can run any more.
export function killEverythingNow(): void {
  for (const child of liveChildren) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
