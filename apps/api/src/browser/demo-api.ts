import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp } from '../app';
import { pgliteExtensions } from '../db/pglite-extensions';
import { createLiveEvents } from '../platform/live-events';
import { loadConfig } from '../platform/config';
import { hashInThisThread, usePasswordHasher } from '../platform/password';
import { unavailableTranscriber } from '../platform/transcriber';
import { createIndexedDbObjectStore } from './indexeddb-object-store';
import type { PgliteArtifacts } from './pglite-artifacts';
import { fetchShippedObjects } from './shipped-objects';

// The demo API's heavy part (PGlite's code, drizzle, createApp and every module: most of the
// worker's 5 MB), a chunk of its own that api-worker.ts imports while the dump and PGlite's files
// download, so those downloads start as soon as the worker's small entry has run
// (docs/decisions/077-demo-mode.md).

export type DemoApiOptions = {
  dataDir: string;
  // The dump, on the first start only (PGlite refuses to load one over an existing cluster).
  loadDataDir: Blob | undefined;
  artifacts: PgliteArtifacts;
  origin: string;
  // The dump's URL: the build's demo-objects/ (the sample recordings) sits beside it.
  dumpUrl: string;
};

export async function openDemoApi({
  dataDir,
  loadDataDir,
  artifacts,
  origin,
  dumpUrl,
}: DemoApiOptions) {
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    loadDataDir,
    ...artifacts,
  });
  const db = drizzle({ client });
  usePasswordHasher(hashInThisThread);
  // The in-browser PGlite has LISTEN: live events are recorded and announced as on the server.
  const liveEvents = createLiveEvents(async (channel, onPayload) => {
    await client.listen(channel, onPayload);
  });
  await liveEvents.start(db);
  const config = loadConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'warn', DEMO_ACCOUNTS: 'false' });
  const shipped = fetchShippedObjects(dumpUrl);
  return createApp({
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
}
