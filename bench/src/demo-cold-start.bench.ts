// The demo build's cold start (issue 21, docs/decisions/077-demo-mode.md): apps/web/dist-demo
// served by a plain static server that gzips like GitHub Pages and `npx serve`, opened in a fresh
// Chromium context (empty cache and IndexedDB) at Lighthouse's desktop network settings (40 ms
// round trip, 10,240 kbit/s, CPU not slowed), through CDP with the cache disabled.
// Targets: landing interactive < 3 s, first signed-in screen < 6 s.
// Alone: `node --import tsx bench/src/demo-cold-start.bench.ts` after `npm run build:demo`.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../../e2e/support/static-server';
import { median, round1 } from './stats';
import { printTable } from './table';

export const LANDING_TARGET_MS = 3_000;
export const SIGNED_IN_TARGET_MS = 6_000;
const RUNS = 3;
const DIST = fileURLToPath(new URL('../../apps/web/dist-demo/', import.meta.url));
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// Lighthouse's desktop throttling (constants.throttling.desktopDense4G): 40 ms, 10,240 kbit/s.
const RTT_MS = 40;
const THROUGHPUT_BYTES_PER_S = (10_240 * 1024) / 8;

type Visitor = 'waits' | 'clicks at once';
type Run = {
  landingMs: number;
  readyMs: number;
  signedInMs: number;
  bytes: number;
  files: StaticServer['sent'];
};

export type DemoColdStartResult = {
  landingMs: number;
  readyMs: number;
  signedInWaitingMs: number;
  signedInAtOnceMs: number;
  transferredMb: number;
  buildMb: number;
  buildGzipMb: number;
  pgliteMb: number;
  pgliteGzipMb: number;
};

const mb = (bytes: number) => Math.round(bytes / 10_000) / 100;

async function visit(browser: Browser, server: StaticServer, visitor: Visitor): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: THROUGHPUT_BYTES_PER_S,
      uploadThroughput: THROUGHPUT_BYTES_PER_S,
    });
    const bytesBefore = server.bytesSent();
    const filesBefore = server.sent.length;
    const started = performance.now();
    const since = () => Math.round(performance.now() - started);
    await page.goto(server.url, { waitUntil: 'commit' });
    const tryCandidate = page.getByRole('button', { name: 'Try as candidate' });
    await tryCandidate.waitFor({ timeout: 60_000 });
    const landingMs = since();
    // The visitor who clicks at once is past the landing page before the worker says it is
    // ready: the status line that says so is not on screen to see, so only the one who waits
    // gives the database's ready time.
    let readyMs = Number.NaN;
    if (visitor === 'waits') {
      await page.getByRole('status').getByText('The demo is ready.').waitFor({ timeout: 120_000 });
      readyMs = since();
    }
    await tryCandidate.click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 120_000 });
    const signedInMs = since();
    return {
      landingMs,
      readyMs,
      signedInMs,
      bytes: server.bytesSent() - bytesBefore,
      files: server.sent
        .slice(filesBefore)
        .map((file) => ({ ...file, startMs: file.startMs - started, endMs: file.endMs - started })),
    };
  } finally {
    await context.close();
  }
}

async function buildSizes() {
  const files = (await readdir(DIST, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );
  let raw = 0;
  let gzip = 0;
  let pglite = 0;
  let pgliteGzip = 0;
  for (const entry of files) {
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    const size = (await stat(path)).size;
    // The dump is gzipped already and is sent as it is.
    const gzipped = entry.name.endsWith('.gz') ? size : gzipSync(bytes).length;
    raw += size;
    gzip += gzipped;
    // PGlite's WebAssembly (postgres and initdb) and its file system bundle.
    if (/^(pglite|initdb)-.*\.(wasm|data)$/.test(entry.name)) {
      pglite += size;
      pgliteGzip += gzipped;
    }
  }
  return { raw, gzip, pglite, pgliteGzip };
}

export async function runDemoColdStartBench(): Promise<DemoColdStartResult> {
  if (!existsSync(join(DIST, 'demo-db.tar.gz'))) {
    throw new Error('No demo build in apps/web/dist-demo: run npm run build:demo first');
  }
  const server = await startStaticServer(DIST, { gzip: true });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const runs: Record<Visitor, Run[]> = { waits: [], 'clicks at once': [] };
    for (let i = 0; i < RUNS; i++) {
      for (const visitor of ['waits', 'clicks at once'] as const) {
        runs[visitor].push(await visit(browser, server, visitor));
      }
    }
    const sizes = await buildSizes();
    const waiting = runs.waits;
    const atOnce = runs['clicks at once'];
    const result: DemoColdStartResult = {
      landingMs: median([...waiting, ...atOnce].map((run) => run.landingMs)),
      readyMs: median(waiting.map((run) => run.readyMs)),
      signedInWaitingMs: median(waiting.map((run) => run.signedInMs)),
      signedInAtOnceMs: median(atOnce.map((run) => run.signedInMs)),
      transferredMb: mb(median(atOnce.map((run) => run.bytes))),
      buildMb: mb(sizes.raw),
      buildGzipMb: mb(sizes.gzip),
      pgliteMb: mb(sizes.pglite),
      pgliteGzipMb: mb(sizes.pgliteGzip),
    };
    printTable({
      title: `Demo cold start, median of ${RUNS} (desktop: ${RTT_MS} ms RTT, 10,240 kbit/s)`,
      columns: ['Figure', 'Value', 'Unit', 'Target'],
      rows: [
        ['Landing interactive', result.landingMs, 'ms', `< ${LANDING_TARGET_MS}`],
        ['Database ready', result.readyMs, 'ms', '-'],
        ['First signed-in screen, visitor waits', result.signedInWaitingMs, 'ms', '-'],
        [
          'First signed-in screen, visitor clicks at once',
          result.signedInAtOnceMs,
          'ms',
          `< ${SIGNED_IN_TARGET_MS}`,
        ],
        ['Transferred before the first signed-in screen', result.transferredMb, 'MB', '-'],
        ['Build, total', result.buildMb, 'MB', '-'],
        ['Build, total gzipped', result.buildGzipMb, 'MB', '-'],
        ['PGlite (wasm, data), of the build', result.pgliteMb, 'MB', '-'],
        ['PGlite, gzipped', result.pgliteGzipMb, 'MB', '-'],
      ],
      notes: [
        'MB = 1,000,000 bytes. Transferred: bytes the server wrote (headers included) for one visit.',
        `Bandwidth floor: ${round1(result.transferredMb / (THROUGHPUT_BYTES_PER_S / 1e6))} s for the transferred bytes at 10,240 kbit/s.`,
        'The first signed-in screen includes the simulated 1.5 s sign-in (demo-areas.md §9).',
      ],
    });
    // What one visitor who clicked at once fetched, biggest first, and when (ms since navigation).
    const last = atOnce[atOnce.length - 1];
    printTable({
      title: 'Demo cold start: the largest files of the last visit (clicks at once)',
      columns: ['File', 'Bytes sent', 'Asked at', 'Done at'],
      rows: [...last.files]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 12)
        .map((file) => [file.path, file.bytes, Math.round(file.startMs), Math.round(file.endMs)]),
      notes: [`${last.files.length} files in all.`],
    });
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runDemoColdStartBench().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
