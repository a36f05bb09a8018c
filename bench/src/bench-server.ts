// A child-process entry for the throughput benchmark: the real API (createApp) plus one
// hello-world route, so both routes are measured on the same server in the same run.
// Run as: node --import tsx bench/src/bench-server.ts (DATA_DIR must be set by the parent).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, demoAccountHooks } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { ensureDemoAccounts } from '../../apps/api/src/demo-accounts';
import { loadConfig } from '../../apps/api/src/platform/config';
import { createLogger } from '../../apps/api/src/platform/logger';
import { createFileRecordingStore } from '../../apps/api/src/storage/file-recording-store';
import { BENCH_READY_PREFIX } from './ready-line';

const apiPackage = resolve(import.meta.dirname, '../../apps/api/package.json');

async function main() {
  if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set (a fresh temp folder)');
  const version = (JSON.parse(readFileSync(apiPackage, 'utf8')) as { version: string }).version;
  // DATABASE_URL is dropped on purpose: the figures are for the embedded PGlite database.
  const config = loadConfig(
    { ...process.env, DATABASE_URL: undefined, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    version,
  );
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ dataDir: config.dataDir });
  await database.migrate();
  // The demo candidates' answers are files the app serves: one store for both.
  const recordings = createFileRecordingStore(resolve(config.dataDir, 'recordings'));
  await ensureDemoAccounts(database.db, demoAccountHooks, recordings);

  const app = createApp({ db: database.db, dbKind: database.kind, config, logger, recordings });
  // Added after createApp on purpose: the app's catch-all only covers /api/*, and its
  // notFound handler only runs when no route matches, so /bench/hello is reachable while
  // still passing through the same global middleware (request id, logger, secure headers).
  app.get('/bench/hello', (c) => c.text('hello'));

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    // The parent waits for exactly this line; it carries the port the OS chose.
    console.log(`${BENCH_READY_PREFIX}http://127.0.0.1:${info.port}`);
  });

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      database
        .close()
        .then(() => process.exit(0))
        .catch(() => process.exit(1));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error(`bench-server failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
