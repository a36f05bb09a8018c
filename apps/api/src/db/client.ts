import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db, DbKind } from './db';
import { startPgliteWorker, type PgliteClient } from './pglite-worker-client';

// Resolves from both src/db (tsx) and dist (bundled server.js): both sit under apps/api.
const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = resolve(
  here,
  here.endsWith('dist') ? '../src/db/migrations' : 'migrations',
);

export type Database = {
  db: Db;
  kind: DbKind;
  migrate: () => Promise<void>;
  // Calls `onPayload` for every NOTIFY on `channel` (from any process on a PostgreSQL server,
  // from this one on PGlite) until closed; `onReconnect` after a lost connection came back, when
  // notifications may have been missed.
  listen: ListenFn;
  close: () => Promise<void>;
};

export type ListenFn = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<void>;

// Node entry point for the database: PostgreSQL when a URL is given, else PGlite under dataDir,
// run in a worker thread (pglite-worker.ts) so that its work leaves the event loop free.
// A new PGlite data folder starts from `template` (see pglite-template.ts) when one is given.
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  template?: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = resolve(options.dataDir);
  // PGlite does not create missing parents.
  await mkdir(dir, { recursive: true });
  const pgdata = join(dir, 'pgdata');
  const fresh = !existsSync(join(pgdata, 'PG_VERSION'));
  const loadDataDir =
    fresh && options.template && existsSync(options.template) ? options.template : undefined;
  return openPglite(await startPgliteWorker({ dataDir: pgdata, loadDataDir }));
}

// Drizzle over PGlite, in this thread (a PGlite instance) or in a worker (startPgliteWorker).
export function openPglite(client: PgliteClient): Database {
  // Drizzle's pglite session calls only `query` and `transaction` (with `query` on the
  // transaction), which both clients have; its type asks for the whole PGlite class.
  const db = drizzlePglite({ client: client as unknown as PGlite });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns a PGlite database: its connection never drops.
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzlePg(pool);
  const listeners = createPostgresListeners(connectionString);
  return {
    db,
    kind: 'postgres',
    // Several processes may start at once against one server: migrate under an advisory lock.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    listen: listeners.listen,
    close: async () => {
      await listeners.close();
      await pool.end();
    },
  };
}

// LISTEN needs a connection of its own that stays open (a pooled one is handed back): one per
// process for every channel, connected again a second after it drops.
function createPostgresListeners(connectionString: string) {
  const channels = new Map<
    string,
    { onPayload: Set<(payload: string) => void>; onReconnect: Set<() => void> }
  >();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', ({ channel, payload }) => {
        if (payload === undefined) return;
        for (const onPayload of channels.get(channel)?.onPayload ?? []) onPayload(payload);
      });
      next.on('error', () => {
        // The 'end' handler reconnects; an error without it is followed by 'end'.
      });
      next.on('end', () => {
        if (client === next) client = undefined;
        connecting = undefined;
        if (closed) return;
        setTimeout(() => {
          if (closed) return;
          connect().then(
            () => {
              for (const { onReconnect } of channels.values())
                for (const call of onReconnect) call();
            },
            () => undefined,
          );
        }, 1_000).unref();
      });
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen "${channel}"`);
      client = next;
      return next;
    })();
    connecting.catch(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    listen: async (
      channel: string,
      onPayload: (payload: string) => void,
      onReconnect?: () => void,
    ) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
      let entry = channels.get(channel);
      const fresh = !entry;
      entry ??= { onPayload: new Set(), onReconnect: new Set() };
      channels.set(channel, entry);
      entry.onPayload.add(onPayload);
      if (onReconnect) entry.onReconnect.add(onReconnect);
      // A connection made meanwhile may have listened already; LISTEN twice is harmless.
      const connected = await connect();
      if (fresh) await connected.query(`listen "${channel}"`);
    },
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
