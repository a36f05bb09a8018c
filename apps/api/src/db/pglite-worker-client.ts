// The main thread's side of the embedded database worker (pglite-worker.ts): an object with
// the part of PGlite's surface that drizzle's pglite driver uses (`query`, `transaction`),
// each call one message to the worker. Node only: server.ts, tests and benchmarks open it
// through client.ts; createApp never sees it. See docs/decisions/019-embedded-database-worker.md.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import {
  deserializeError,
  type PgliteWorkerData,
  type WorkerNotification,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-protocol';
import { startWorker } from '../workers/start-worker';

// What drizzle's PgliteSession calls; an in-process PGlite satisfies it as well.
export type PgliteQueryable = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};
export type PgliteClient = PgliteQueryable & {
  transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  // Calls `onPayload` for each NOTIFY on `channel` (PGlite's listen, in the worker).
  listen(channel: string, onPayload: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
};

// Beside server.js in the bundle (build.mjs); beside this file when run from source.
const here = dirname(fileURLToPath(import.meta.url));
const WORKER_FILE = here.endsWith('dist')
  ? join(here, 'pglite-worker.js')
  : join(here, 'pglite-worker.ts');

// Parsers cannot cross threads. Drizzle's are all "keep the text" for some types: send those
// types, and refuse any other parser rather than answer differently parsed rows.
const textTypesCache = new WeakMap<ParserOptions, number[]>();
function textTypesOf(parsers: ParserOptions | undefined): number[] {
  if (!parsers) return [];
  let types = textTypesCache.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      const probe = 'keeps-text';
      if (parse(probe) !== probe) {
        throw new Error(`The embedded database worker only keeps type ${type} as text`);
      }
      return Number(type);
    });
    textTypesCache.set(parsers, types);
  }
  return types;
}

function checkOptions(options: QueryOptions | undefined) {
  const unsupported = Object.keys(options ?? {}).filter((k) => k !== 'rowMode' && k !== 'parsers');
  if (unsupported.length > 0) {
    throw new Error(`The embedded database worker does not take ${unsupported.join(', ')}`);
  }
}

// Starts the worker and resolves once its database is open (or rejects with why not).
export async function startPgliteWorker(data: PgliteWorkerData): Promise<PgliteClient> {
  const worker = startWorker(WORKER_FILE, data);
  type Pending = {
    resolve: (value: Results<unknown> | undefined) => void;
    reject: (err: Error) => void;
  };
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let lastTx = 0;
  let stopped: Error | undefined;

  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  const listeners = new Map<string, Set<(payload: string) => void>>();
  worker.on('message', (message: WorkerReply | WorkerNotification) => {
    if ('notify' in message) {
      for (const listener of listeners.get(message.notify) ?? []) listener(message.payload);
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(deserializeError(message.error));
  });
  worker.on('error', (err) => stop(err));
  worker.on('exit', (code) => stop(new Error(`The embedded database worker stopped (${code})`)));

  const expect = (id: number) =>
    new Promise<Results<unknown> | undefined>((resolve, reject) => {
      if (stopped) reject(stopped);
      else pending.set(id, { resolve, reject });
    });
  // `{ id }` is added here so callers cannot reuse one.
  type Request = WorkerRequest extends infer R
    ? R extends unknown
      ? Omit<R, 'id'>
      : never
    : never;
  const send = (request: Request) => {
    const id = ++lastId;
    const answer = expect(id);
    if (!stopped) {
      try {
        worker.postMessage({ ...request, id });
      } catch (err) {
        // A value that cannot be copied to the worker (DataCloneError): this call fails alone.
        pending.get(id)?.reject(err instanceof Error ? err : new Error(String(err)));
        pending.delete(id);
      }
    }
    return answer;
  };

  const query = async <T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: { id: number; begun: boolean },
  ): Promise<Results<T>> => {
    checkOptions(options);
    const begin = tx ? !tx.begun : undefined;
    if (tx) tx.begun = true;
    const result = await send({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      textTypes: textTypesOf(options?.parsers),
      tx: tx?.id,
      begin,
    });
    if (!result) throw new Error('The embedded database worker answered no result');
    return result as Results<T>;
  };

  await expect(0).catch(async (err: unknown) => {
    await worker.terminate();
    throw err;
  });

  return {
    query: (sql, params, options) => query(sql, params, options),
    // The first statement begins the transaction in the worker; one with no statements
    // never reaches it.
    async transaction(callback) {
      const tx = { id: ++lastTx, begun: false };
      let result;
      try {
        result = await callback({
          query: (sql, params, options) => query(sql, params, options, tx),
        });
      } catch (err) {
        // The caller's error is the one that matters; the rollback's own failure is not.
        if (tx.begun) await send({ op: 'end', tx: tx.id, commit: false }).catch(() => undefined);
        throw err;
      }
      if (tx.begun) await send({ op: 'end', tx: tx.id, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await send({ op: 'listen', channel });
      }
      channelListeners.add(onPayload);
    },
    async close() {
      if (stopped) return;
      await send({ op: 'close' });
      stop(new Error('The embedded database is closed'));
      await worker.terminate();
    },
  };
}
