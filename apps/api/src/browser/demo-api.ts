import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp } from '../app';
import { createLiveEvents } from '../platform/live-events';
import { loadConfig } from '../platform/config';
import { hashInThisThread, usePasswordHasher } from '../platform/password';
import { unavailableTranscriber } from '../platform/transcriber';
import { listDemoOutbox } from './demo-outbox';
import { createIndexedDbObjectStore } from './indexeddb-object-store';
import { fetchShippedObjects } from './shipped-objects';

// The demo API's heavy part (drizzle, createApp and every module: most of the worker's code), a
// chunk of its own that api-worker.ts imports while the database worker downloads the dump and
// PGlite's files, so those downloads start as soon as the worker's small entry has run
// (docs/decisions/077-demo-mode.md).

export type DemoApiOptions = {
  // The tab's client of the shared database (PGliteWorker, retried on a change of leader): it
  // has the only two calls drizzle's pglite session makes, `query` and `transaction`.
  client: unknown;
  listen: Parameters<typeof createLiveEvents>[0];
  origin: string;
  // The dump's URL: the build's demo-objects/ (the sample recordings) sits beside it.
  dumpUrl: string;
};

export async function openDemoApi({ client, listen, origin, dumpUrl }: DemoApiOptions) {
  const db = drizzle({ client: client as PGlite });
  usePasswordHasher(hashInThisThread);
  const liveEvents = createLiveEvents(listen);
  await liveEvents.start(db);
  const config = loadConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'warn', DEMO_ACCOUNTS: 'false' });
  const shipped = fetchShippedObjects(dumpUrl);
  const app = createApp({
    db,
    dbKind: 'pglite',
    config,
    liveEvents,
    recordings: createIndexedDbObjectStore({ space: 'recordings', shipped }),
    files: createIndexedDbObjectStore({ space: 'files', shipped }),
    // No engine in a browser, and nothing a visitor could install: GET /api/speech answers
    // unavailable without an install command, and a recorded answer's transcript is typed.
    transcriber: unavailableTranscriber([]),
  });
  return { app, listOutbox: () => listDemoOutbox(db) };
}
