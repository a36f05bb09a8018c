// Worker-thread entry that owns the embedded database, so PostgreSQL's work (WebAssembly,
// synchronous) runs off the event loop that serves requests. The main thread's side is
// pglite-worker-client.ts; docs/decisions/019-embedded-database-worker.md says why.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import {
  serializeError,
  type PgliteWorkerData,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-protocol';

type OpenTransaction = { tx: Transaction; finish: (commit: boolean, endId: number) => void };

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
  return PGlite.create(data.dataDir, { loadDataDir });
}

function serve(pglite: PGlite) {
  const transactions = new Map<number, OpenTransaction>();

  // PGlite makes every other statement wait while this transaction is open, as it does
  // in-process; the transaction ends when the caller sends `end`.
  const begin = (id: number, txId: number) => {
    let begun = false;
    let endId = id;
    pglite
      .transaction(async (tx) => {
        begun = true;
        const commit = await new Promise<boolean>((resolve) => {
          transactions.set(txId, {
            tx,
            finish: (value, end) => {
              endId = end;
              resolve(value);
            },
          });
          reply({ id, ok: true });
        });
        if (!commit) throw ROLLBACK;
      })
      .then(
        () => reply({ id: endId, ok: true }),
        (err: unknown) => {
          if (begun && err === ROLLBACK) reply({ id: endId, ok: true });
          else fail(endId, err);
        },
      )
      .finally(() => transactions.delete(txId));
  };

  const handle = async (request: WorkerRequest) => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? pglite : transactions.get(request.tx)?.tx;
        if (!target) throw new Error('The transaction is closed');
        const result = await target.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: parsersFor(request.textTypes),
        });
        // Only what the drivers read: the blob is never asked for.
        const { rows, fields, affectedRows } = result;
        reply({ id: request.id, ok: true, value: { rows, fields, affectedRows } });
        return;
      }
      case 'begin':
        begin(request.id, request.tx);
        return;
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('The transaction is closed');
        open.finish(request.commit, request.id);
        return;
      }
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
