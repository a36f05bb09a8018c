// Worker-thread entry that owns the embedded database, so PostgreSQL's work (WebAssembly,
// synchronous) runs off the event loop that serves requests. The main thread's side is
// pglite-worker-client.ts; docs/decisions/019-embedded-database-worker.md says why.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import {
  serializeError,
  type PgliteWorkerData,
  type WorkerNotification,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-protocol';
import { pgliteExtensions } from './pglite-extensions';

// A transaction this worker holds for the main thread: `ready` once PGlite has begun it;
// `finish` ends it when the main thread says commit or roll back.
type OpenTransaction = {
  ready: Promise<Transaction>;
  finish: (commit: boolean, endId: number) => void;
};

// Thrown inside pglite.transaction to make it roll back when the caller's work failed.
const ROLLBACK = Symbol('rollback');

if (!parentPort) throw new Error('pglite-worker.ts runs only as a worker thread');
const port = parentPort;

const reply = (message: WorkerReply) => port.postMessage(message);
const fail = (id: number, err: unknown) => reply({ id, ok: false, error: serializeError(err) });

const textParsers = new Map<string, ParserOptions>();
// The same parsers drizzle passes, rebuilt here: functions cannot cross threads.
function parsersFor(types: readonly number[]): ParserOptions {
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

async function open(data: PgliteWorkerData): Promise<PGlite> {
  const loadDataDir = data.loadDataDir ? new Blob([await readFile(data.loadDataDir)]) : undefined;
  return PGlite.create(data.dataDir, { loadDataDir, extensions: pgliteExtensions });
}

function serve(pglite: PGlite) {
  const transactions = new Map<number, OpenTransaction>();

  // Opened by the transaction's first statement (one message fewer while PGlite is held).
  // PGlite makes every other statement wait while it is open, as it does in-process.
  const begin = (txId: number): OpenTransaction => {
    let started!: (tx: Transaction) => void;
    let notStarted!: (err: unknown) => void;
    const ready = new Promise<Transaction>((resolve, reject) => {
      started = resolve;
      notStarted = reject;
    });
    let finish!: (commit: boolean, endId: number) => void;
    const ended = new Promise<{ commit: boolean; endId: number }>((resolve) => {
      finish = (commit, endId) => resolve({ commit, endId });
    });
    let begun = false;
    pglite
      .transaction(async (tx) => {
        begun = true;
        started(tx);
        if (!(await ended).commit) throw ROLLBACK;
      })
      .then(
        async () => reply({ id: (await ended).endId, ok: true }),
        async (err: unknown) => {
          // Not begun: the statements waiting on `ready` carry the error to the caller.
          if (!begun) return notStarted(err);
          const { endId } = await ended;
          if (err === ROLLBACK) reply({ id: endId, ok: true });
          else fail(endId, err);
        },
      )
      .finally(() => transactions.delete(txId))
      .catch((err: unknown) => console.error(err));
    const open = { ready, finish };
    transactions.set(txId, open);
    return open;
  };

  const handle = async (request: WorkerRequest) => {
    switch (request.op) {
      case 'query': {
        let target: PGlite | Transaction = pglite;
        if (request.tx !== undefined) {
          const open = transactions.get(request.tx) ?? (request.begin && begin(request.tx));
          if (!open) throw new Error('The transaction is closed');
          target = await open.ready;
        }
        const result = await target.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: parsersFor(request.textTypes),
        });
        // Only what the drivers read: the blob is never asked for.
        const { rows, fields, affectedRows } = result;
        reply({ id: request.id, ok: true, value: { rows, fields, affectedRows } });
        return;
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('The transaction is closed');
        // A transaction that never began has nothing to roll back.
        const begun = await open.ready.then(
          () => true,
          () => false,
        );
        if (begun) open.finish(request.commit, request.id);
        else if (request.commit) throw new Error('The transaction never began');
        else reply({ id: request.id, ok: true });
        return;
      }
      case 'listen':
        await pglite.listen(request.channel, (payload) => {
          const notification: WorkerNotification = { notify: request.channel, payload };
          port.postMessage(notification);
        });
        reply({ id: request.id, ok: true });
        return;
      case 'close':
        await pglite.close();
        reply({ id: request.id, ok: true });
        port.close();
        return;
    }
  };

  port.on('message', (request: WorkerRequest) => {
    handle(request).catch((err: unknown) => fail(request.id, err));
  });
}

open(workerData as PgliteWorkerData).then(
  (pglite) => {
    serve(pglite);
    reply({ id: 0, ok: true });
  },
  (err: unknown) => fail(0, err),
);
