import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp } from '../app';
import { pgliteExtensions } from '../db/pglite-extensions';
import { createLiveEvents } from '../platform/live-events';
import { loadConfig } from '../platform/config';
import { hashInThisThread, usePasswordHasher } from '../platform/password';
import { demoLatency } from './demo-latency';
import type {
  AnswerControl,
  AnswerMessage,
  DemoProgress,
  FromWorker,
  SerializedRequest,
  ToWorker,
} from '@rehearse/contracts/demo-worker';

// The demo's API (docs/decisions/077-demo-mode.md): the same createApp as the Node server, in a
// dedicated Web Worker of the demo build, on PGlite kept in IndexedDB. The first start loads the
// dump the build made in Node (build-demo-database.ts); later starts open what IndexedDB holds.
// Nothing here leaves the browser: no SMTP (emails wait in the outbox), no payments, no OIDC;
// recordings and files live in createApp's memory stores for the worker's life.

// The worker's own scope, typed here because the API's tsconfig has no DOM or WebWorker lib.
type WorkerScope = {
  postMessage: (message: FromWorker, transfer?: ArrayBuffer[]) => void;
  addEventListener: (
    type: 'message',
    listener: (event: { data: ToWorker; ports: AnswerPort[] }) => void,
  ) => void;
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

async function download(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`The demo database: ${response.status}`);
  const total = Number(response.headers.get('content-length') ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    progress({ stage: 'downloading', loaded, total });
  }
  return new Blob(chunks as unknown as ConstructorParameters<typeof Blob>[0], {
    type: 'application/gzip',
  });
}

async function start(dumpUrl: string, origin: string) {
  const firstStart = !(await databaseExists());
  const loadDataDir = firstStart ? await download(dumpUrl) : undefined;
  progress({ stage: 'opening' });
  const client = await PGlite.create(DATA_DIR, { extensions: pgliteExtensions, loadDataDir });
  const db = drizzle({ client });
  usePasswordHasher(hashInThisThread);
  // The in-browser PGlite has LISTEN: live events are recorded and announced as on the server.
  const liveEvents = createLiveEvents(async (channel, onPayload) => {
    await client.listen(channel, onPayload);
  });
  await liveEvents.start(db);
  const config = loadConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'warn', DEMO_ACCOUNTS: 'false' });
  const app = createApp({
    db,
    dbKind: 'pglite',
    config,
    liveEvents,
  });
  progress({ stage: 'ready', firstStart });
  return app;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let app: Promise<ReturnType<typeof createApp>> | undefined;

// The few MessagePort members used here (the API's tsconfig has no DOM lib).
type AnswerPort = {
  postMessage: (message: AnswerMessage, transfer?: ArrayBuffer[]) => void;
  onmessage: ((event: { data: AnswerControl }) => void) | null;
  close: () => void;
};

// A chunk's bytes as a buffer of their own, so it can be transferred rather than copied.
const ownBuffer = (chunk: Uint8Array): ArrayBuffer =>
  chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
    ? (chunk.buffer as ArrayBuffer)
    : (chunk.slice().buffer as ArrayBuffer);

// Answers one request along its port: the head, then the body as the app writes it, so a
// streaming answer (the live stream) flows; a 'cancel' from the reader stops it.
async function answer(serialized: SerializedRequest, port: AnswerPort) {
  if (!app) throw new Error('The demo API has not started');
  const aborted = new AbortController();
  let reader:
    | { read: () => Promise<{ done: boolean; value?: Uint8Array }>; cancel: () => Promise<void> }
    | undefined;
  port.onmessage = ({ data }) => {
    if (data.type !== 'cancel') return;
    aborted.abort();
    void reader?.cancel().catch(() => undefined);
    port.close();
  };
  const request = new Request(serialized.url, {
    method: serialized.method,
    headers: serialized.headers,
    body: serialized.body,
    signal: aborted.signal,
  });
  const pathname = new URL(serialized.url).pathname;
  const [response] = await Promise.all([
    (await app).fetch(request),
    sleep(demoLatency(serialized.method, pathname)),
  ]);
  port.postMessage({
    type: 'head',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
  });
  if (response.body) {
    reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || aborted.signal.aborted) break;
      if (!value?.byteLength) continue;
      const bytes = ownBuffer(value);
      port.postMessage({ type: 'chunk', bytes }, [bytes]);
    }
  }
  if (!aborted.signal.aborted) port.postMessage({ type: 'end' });
  port.close();
}

scope.addEventListener('message', ({ data, ports }) => {
  if (data.type === 'start') {
    app ??= start(data.dumpUrl, data.origin);
    app.catch((error: unknown) =>
      scope.postMessage({ type: 'failed', message: String((error as Error)?.message ?? error) }),
    );
    return;
  }
  const port = ports[0];
  if (!port) return;
  answer(data.request, port).catch((error: unknown) => {
    port.postMessage({ type: 'failed', message: String((error as Error)?.message ?? error) });
    port.close();
  });
});
