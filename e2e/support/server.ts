import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// E2E_SERVER_ENTRY runs the specs against another build, e.g. a copy of apps/*/dist kept apart
// while the working tree is rebuilt (the server finds the web app at ../../web/dist from it).
const serverEntry = resolve(
  process.env.E2E_SERVER_ENTRY ?? resolve(import.meta.dirname, '../../apps/api/dist/server.js'),
);

export type RunningServer = {
  url: string;
  stop: () => Promise<void>;
  // Ends the process at once, as a crash would (the scale test's SIGKILL).
  kill: () => Promise<void>;
};

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

// Starts the built server (npm start's server) on a free port with its own fresh data folder.
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rehearse-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop, kill };
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`The server did not start at ${url} (is apps/api/dist/server.js built?)`);
}
