import { makeTempDir, removeTempDir, startApiServer } from './servers';
import { max, median, round1 } from './stats';
import { printTable } from './table';

const RUNS = 3;
export const FRESH_TARGET_MS = 8000;
export const RESTART_TARGET_MS = 2000;

export type StartupResult = {
  freshMs: number[];
  restartMs: number[];
  shutdownMs: number[];
  // The last run's data folder, left in place for the sign-in benchmark (which then starts in
  // restart time rather than fresh time); the caller removes it with removeTempDir.
  keptDataDir: string;
};

// Fresh = empty DATA_DIR (create PGlite cluster, migrate, hash demo passwords);
// restart = the same folder again (open the cluster, no-op migrations and seed).
export async function runStartupBench(): Promise<StartupResult> {
  const result: StartupResult = { freshMs: [], restartMs: [], shutdownMs: [], keptDataDir: '' };
  const rows: (string | number)[][] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const dataDir = await makeTempDir('startup');
    let keep = false;
    try {
      const fresh = await startApiServer(dataDir, `API server (fresh start, run ${run})`);
      const freshShutdown = await fresh.server.stop();
      const restart = await startApiServer(dataDir, `API server (restart, run ${run})`);
      const restartShutdown = await restart.server.stop();
      result.freshMs.push(fresh.startupMs);
      result.restartMs.push(restart.startupMs);
      result.shutdownMs.push(freshShutdown, restartShutdown);
      rows.push([
        run,
        round1(fresh.startupMs),
        round1(freshShutdown),
        round1(restart.startupMs),
        round1(restartShutdown),
      ]);
      keep = run === RUNS;
    } finally {
      if (keep) result.keptDataDir = dataDir;
      else await removeTempDir(dataDir);
    }
  }

  printTable({
    title: 'Start-up runs (node apps/api/dist/server.js, PGlite)',
    columns: ['Run', 'Fresh ms', 'Shutdown ms', 'Restart ms', 'Shutdown ms'],
    rows,
    notes: [
      'Start-up: spawn to the first 200 of GET /api/health, polled every 20 ms.',
      'Shutdown: SIGTERM to process exit (server close, then database close).',
    ],
  });
  printTable({
    title: 'Start-up summary',
    columns: ['Phase', 'Runs', 'Median ms', 'Max ms', 'Target', 'Median within target'],
    rows: [
      startupRow('Fresh DATA_DIR', result.freshMs, FRESH_TARGET_MS),
      startupRow('Restart, same DATA_DIR', result.restartMs, RESTART_TARGET_MS),
      [
        'Shutdown (SIGTERM)',
        result.shutdownMs.length,
        round1(median(result.shutdownMs)),
        round1(max(result.shutdownMs)),
        '-',
        '-',
      ],
    ],
  });
  return result;
}

const startupRow = (phase: string, samples: number[], targetMs: number) => [
  phase,
  samples.length,
  round1(median(samples)),
  round1(max(samples)),
  `< ${targetMs} ms`,
  // Printed, never asserted: timings depend on the machine.
  median(samples) < targetMs ? 'yes' : 'NO',
];
