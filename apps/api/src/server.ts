import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { accountCreatedHooks, createApp } from './app';
import { createFileRecordingStore } from './storage/file-recording-store';
import { openDatabase } from './db/client';
import { seedReferenceData } from './db/seed/reference-data';
import { ensureDemoAccounts } from './demo-accounts';
import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const version = (
  JSON.parse(readFileSync(resolve(apiDir, 'package.json'), 'utf8')) as { version: string }
).version;
const webDist = resolve(apiDir, '../web/dist');
// Only the folder: importing the package would load its whole browser bundle (~250 ms).
const swaggerUiDir = dirname(fileURLToPath(import.meta.resolve('swagger-ui-dist/package.json')));

// Node entry: configuration -> database -> migrations -> seed -> serve API and web app.
async function main() {
  const started = performance.now();
  const config = loadConfig(process.env, version);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    ...config,
    template: resolve(apiDir, 'dist/pgdata-template.tar.gz'),
  });
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.demoAccounts) {
    const created = await ensureDemoAccounts(database.db, accountCreatedHooks);
    if (created) logger.info('demo accounts created', { created });
  }

  // serveStatic takes a root relative to the working directory.
  const fromCwd = (dir: string) => relative(process.cwd(), dir) || '.';
  const webRoot = fromCwd(webDist);
  const webAssets = serveStatic({
    root: webRoot,
    onFound: (path, c: Context) => {
      // Hashed build assets never change; index.html must always be revalidated.
      c.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // History fallback: any other GET that is not a file answers the app's index.html.
  const indexHtml = serveStatic({
    root: webRoot,
    path: 'index.html',
    onFound: (_p, c: Context) => {
      c.header('Cache-Control', 'no-cache');
    },
  });
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    config,
    logger,
    recordings: createFileRecordingStore(resolve(config.dataDir, 'recordings')),
    clientAddress: (_req, env) => {
      try {
        return getConnInfo({ env } as Context).remote.address;
      } catch {
        return undefined;
      }
    },
    assets: {
      docs: serveStatic({
        root: fromCwd(swaggerUiDir),
        rewriteRequestPath: (p) => p.replace(/^\/api\/docs/, ''),
      }),
      web: async (c, next) => {
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
        return webAssets(c, async () => {
          const res = await indexHtml(c, next);
          if (res) c.res = res;
        });
      },
    },
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info('listening', {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`,
      db: database.kind,
      startupMs: Math.round(performance.now() - started),
    });
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      database
        .close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          logger.error('database close failed', { error: String(err) });
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'start-up failed',
      error: err instanceof Error ? err.message : String(err),
    }),
  );
  process.exit(1);
});
