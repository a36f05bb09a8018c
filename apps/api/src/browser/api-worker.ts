import type { openDemoApi } from './demo-api';
import { demoLatency } from './demo-latency';
import { fetchPgliteArtifacts, trackDownloads } from './pglite-artifacts';
import type {
  DemoProgress,
  FromWorker,
  SerializedRequest,
  ToWorker,
} from '@rehearse/contracts/demo-worker';

// The demo's API (docs/decisions/077-demo-mode.md): the same createApp as the Node server, in a
// dedicated Web Worker of the demo build, on PGlite kept in IndexedDB. The first start loads the
// dump the build made in Node (build-demo-database.ts); later starts open what IndexedDB holds.
// Nothing here leaves the browser: no SMTP (emails wait in the outbox), no payments, no OIDC;
// recordings and files are kept in IndexedDB, the samples' recordings fetched from the build on
// first use (indexeddb-object-store.ts).

// The worker's own scope, typed here because the API's tsconfig has no DOM or WebWorker lib.
type WorkerScope = {
  postMessage: (message: FromWorker, transfer?: ArrayBuffer[]) => void;
  addEventListener: (type: 'message', listener: (event: { data: ToWorker }) => void) => void;
  indexedDB: { databases?: () => Promise<{ name?: string }[]> };
};
const scope = globalThis as unknown as WorkerScope;

const DATA_DIR = 'idb://rehearse-demo';
// PGlite's IndexedDB file system names its database after the data dir under /pglite.
const IDB_NAME = '/pglite/rehearse-demo';

// live-events.ts batches announcements with setImmediate, which browsers lack.
const globals = globalThis as { setImmediate?: (run: () => void) => unknown };
globals.setImmediate ??= (run) => setTimeout(run, 0);

const progress = (next: DemoProgress) => scope.postMessage({ type: 'progress', progress: next });

async function databaseExists(): Promise<boolean> {
  const databases = (await scope.indexedDB.databases?.()) ?? [];
  return databases.some((database) => database.name === IDB_NAME);
}

async function start(dumpUrl: string, origin: string) {
  // The API's code loads beside the downloads (demo-api.ts).
  const api = import('./demo-api');
  // The dump and PGlite's own files download together; one progress covers them all.
  const download = trackDownloads(({ loaded, total }) =>
    progress({ stage: 'downloading', loaded, total }),
  );
  const artifacts = fetchPgliteArtifacts(download);
  const firstStart = !(await databaseExists());
  const loadDataDir = firstStart ? await download(dumpUrl) : undefined;
  const { openDemoApi } = await api;
  progress({ stage: 'opening' });
  const app = await openDemoApi({
    dataDir: DATA_DIR,
    loadDataDir,
    artifacts: await artifacts,
    origin,
    // The build's demo-objects/ (the sample recordings) sits beside the dump.
    dumpUrl,
  });
  progress({ stage: 'ready', firstStart });
  return app;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let app: ReturnType<typeof openDemoApi> | undefined;

async function answer(id: number, serialized: SerializedRequest) {
  if (!app) throw new Error('The demo API has not started');
  const request = new Request(serialized.url, {
    method: serialized.method,
    headers: serialized.headers,
    body: serialized.body,
  });
  const pathname = new URL(serialized.url).pathname;
  // The simulated latency counts from the request, as a server's would: a sign-in clicked while
  // the database still loads waits for whichever is longer, not for both one after the other.
  const latency = sleep(demoLatency(serialized.method, pathname));
  const [response] = await Promise.all([(await app).fetch(request), latency]);
  const body = response.body ? await response.arrayBuffer() : null;
  scope.postMessage(
    {
      type: 'response',
      id,
      response: {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers.entries()],
        body,
      },
    },
    body ? [body] : [],
  );
}

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'start') {
    app ??= start(data.dumpUrl, data.origin);
    app.catch((error: unknown) =>
      scope.postMessage({ type: 'failed', message: String((error as Error)?.message ?? error) }),
    );
    return;
  }
  answer(data.id, data.request).catch((error: unknown) =>
    scope.postMessage({
      type: 'response-failed',
      id: data.id,
      message: String((error as Error)?.message ?? error),
    }),
  );
});
