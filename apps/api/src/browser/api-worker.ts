import { LeaderChangedError, PGliteWorker } from '@electric-sql/pglite/worker';
import type { DatabaseWorkerMeta } from './database-worker';
import { demoLatency } from './demo-latency';
import {
  DEMO_DATABASE_NAMES,
  type AnswerControl,
  type AnswerMessage,
  type DemoProgress,
  type FromWorker,
  type OutboxAnswer,
  type SerializedRequest,
  type ToWorker,
} from '@rehearse/contracts/demo-worker';

// The demo's API (docs/decisions/077-demo-mode.md): the same createApp as the Node server, in a
// dedicated Web Worker of the demo build, one per tab, on the PGlite all tabs share
// (database-worker.ts, kept in IndexedDB). This entry is small so the database worker (and with
// it the downloads) starts at once; the API's code (demo-api.ts) is a chunk of its own, loaded
// meanwhile. Nothing here leaves the browser: no SMTP (emails wait in the outbox), no payments,
// no OIDC; recordings and files are kept in IndexedDB (indexeddb-object-store.ts).

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

// live-events.ts batches announcements with setImmediate, which browsers lack.
const globals = globalThis as { setImmediate?: (run: () => void) => unknown };
globals.setImmediate ??= (run) => setTimeout(run, 0);

const progress = (next: DemoProgress) => scope.postMessage({ type: 'progress', progress: next });

async function databaseExists(): Promise<boolean> {
  const databases = (await scope.indexedDB.databases?.()) ?? [];
  return databases.some((database) => database.name === DEMO_DATABASE_NAMES.pglite);
}

type NestedWorker = {
  addEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void;
};
// The browser's Worker (nested in this one); the API's tsconfig has its type but not its value.
// Named Worker so that Vite sees `new Worker(new URL(...))` and bundles the database worker.
const Worker = (
  globalThis as unknown as {
    Worker: new (url: URL, options: { type: 'module'; name: string }) => NestedWorker;
  }
).Worker;

// The tab's client of the demo's shared database (database-worker.ts): this tab's API is one
// process of a scaled-out deployment, the database is shared by every tab.
async function openDatabase(dumpUrl: string) {
  const databaseWorker = new Worker(new URL('./database-worker.ts', import.meta.url), {
    type: 'module',
    name: 'rehearse-demo-database',
  });
  // The dump's download progress, from the database worker when this tab's is the leader.
  databaseWorker.addEventListener('message', ({ data }: { data: unknown }) => {
    const message = data as { type?: string; progress?: DemoProgress };
    if (message.type === 'rehearse-demo-progress' && message.progress) progress(message.progress);
  });
  const meta: DatabaseWorkerMeta = { dumpUrl };
  // A fixed id: tabs of an older and a newer build elect one leader between them, since they
  // share the one IndexedDB database.
  return PGliteWorker.create(
    databaseWorker as unknown as Parameters<typeof PGliteWorker.create>[0],
    {
      id: 'rehearse-demo',
      meta,
    },
  );
}

// A query sent to a leader whose tab has just closed fails with LeaderChangedError once the
// new leader is known; it is run again on the new leader rather than failing the request (the
// auth lookup would answer 401 and sign the visitor out). Drizzle's pglite session calls only
// `query` and `transaction`. A statement the old leader was running as its tab closed may have
// been applied; closing a tab at that instant is the demo's accepted risk of running it twice.
const leaderChanged = (error: unknown) =>
  error instanceof LeaderChangedError ||
  (error instanceof Error && error.message.startsWith('Leader changed'));

// One change of leader signals twice to the tab that becomes the leader (the new leader's
// broadcast, then its own worker's word), and each rejects what is pending.
const LEADER_CHANGE_ATTEMPTS = 4;

function retriedOnLeaderChange(client: PGliteWorker) {
  const again = async <T>(run: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (!leaderChanged(error) || attempt === LEADER_CHANGE_ATTEMPTS) throw error;
        await client.waitReady;
      }
    }
  };
  return {
    query: (...args: Parameters<PGliteWorker['query']>) => again(() => client.query(...args)),
    transaction: <T>(callback: Parameters<PGliteWorker['transaction']>[0]) =>
      again(() => client.transaction(callback) as Promise<T>),
  };
}

async function start(dumpUrl: string, origin: string) {
  // The API's code loads while the database worker downloads and opens the database.
  const api = import('./demo-api');
  const firstStart = !(await databaseExists());
  const client = await openDatabase(dumpUrl);
  const { openDemoApi } = await api;
  const started = await openDemoApi({
    client: retriedOnLeaderChange(client),
    // LISTEN through the leader, which forwards every notification to all tabs: a change made in
    // one tab reaches the live streams of the others. A new leader has not heard this tab's
    // LISTEN: it is said again, and the hub catches up on what was written meanwhile.
    listen: async (channel, onPayload, onReconnect) => {
      await client.listen(channel, onPayload);
      client.onLeaderChange(() => {
        void client.waitReady
          .then(() => client.exec(`LISTEN ${channel}`))
          .then(() => onReconnect?.())
          .catch(() => undefined);
      });
    },
    origin,
    dumpUrl,
  });
  progress({ stage: 'ready', firstStart });
  return started;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let started: ReturnType<typeof start> | undefined;

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
  if (!started) throw new Error('The demo API has not started');
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
    (await started).app.fetch(request),
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

// The outbox panel's list, answered on its own port.
async function answerOutbox(port: { postMessage: (message: OutboxAnswer) => void }) {
  if (!started) throw new Error('The demo API has not started');
  port.postMessage({ type: 'outbox', emails: await (await started).listOutbox() });
}

const failure = (error: unknown) => String((error as Error)?.message ?? error);

scope.addEventListener('message', ({ data, ports }) => {
  if (data.type === 'start') {
    started ??= start(data.dumpUrl, data.origin);
    started.catch((error: unknown) =>
      scope.postMessage({ type: 'failed', message: failure(error) }),
    );
    return;
  }
  const port = ports[0];
  if (!port) return;
  if (data.type === 'outbox') {
    const outboxPort = port as unknown as {
      postMessage: (message: OutboxAnswer) => void;
      close: () => void;
    };
    answerOutbox(outboxPort)
      .catch((error: unknown) =>
        outboxPort.postMessage({ type: 'failed', message: failure(error) }),
      )
      .finally(() => outboxPort.close());
    return;
  }
  answer(data.request, port).catch((error: unknown) => {
    port.postMessage({ type: 'failed', message: failure(error) });
    port.close();
  });
});
