import { PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';
import { pgliteExtensions } from '../db/pglite-extensions';
import { fetchPgliteArtifacts, trackDownloads } from './pglite-artifacts';
import {
  DEMO_DATA_DIR,
  DEMO_DATABASE_NAMES,
  type DemoProgress,
} from '@rehearse/contracts/demo-worker';

// The demo's one database for all its tabs (docs/decisions/077-demo-mode.md): PGlite's multi-tab
// worker. Every tab's API worker starts one of these (PGliteWorker in api-worker.ts); they elect
// a leader with a Web Lock, only the leader's `init` runs and opens IndexedDB, and the other tabs'
// queries reach it over a BroadcastChannel. When the leader's tab closes, the next elected runs
// `init` in turn and opens the same IndexedDB database.

// The worker's own scope, typed here because the API's tsconfig has no DOM or WebWorker lib.
type WorkerScope = {
  postMessage: (message: { type: 'rehearse-demo-progress'; progress: DemoProgress }) => void;
  indexedDB: { databases?: () => Promise<{ name?: string }[]> };
};
const scope = globalThis as unknown as WorkerScope;

// To the API worker that started this one; PGliteWorker ignores messages of other types.
const progress = (next: DemoProgress) =>
  scope.postMessage({ type: 'rehearse-demo-progress', progress: next });

async function databaseExists(): Promise<boolean> {
  const databases = (await scope.indexedDB.databases?.()) ?? [];
  return databases.some((database) => database.name === DEMO_DATABASE_NAMES.pglite);
}

export type DatabaseWorkerMeta = { dumpUrl: string };

void worker({
  // The first start anywhere loads the dump the build made in Node (build-demo-database.ts);
  // PGlite refuses to load a tarball over an existing cluster, so later starts open IndexedDB as
  // it is.
  init: async (options) => {
    const { dumpUrl } = options.meta as DatabaseWorkerMeta;
    // The dump (on the first start only) and PGlite's own files download together, with one
    // progress for them all (pglite-artifacts.ts).
    const download = trackDownloads(({ loaded, total }) =>
      progress({ stage: 'downloading', loaded, total }),
    );
    const artifacts = fetchPgliteArtifacts(download);
    const loadDataDir = (await databaseExists()) ? undefined : await download(dumpUrl);
    const files = await artifacts;
    progress({ stage: 'opening' });
    return PGlite.create(DEMO_DATA_DIR, {
      extensions: pgliteExtensions,
      loadDataDir,
      ...files,
    });
  },
});
