// The messages between the main thread (pglite-worker-client.ts) and the worker that owns the
// embedded database (pglite-worker.ts). See docs/decisions/019-embedded-database-worker.md.
import type { Results, RowMode } from '@electric-sql/pglite';

export type PgliteWorkerData = {
  // The PGlite data folder; unset for an in-memory database.
  dataDir?: string;
  // A data-dir tarball a new database starts from (dumpDataDir's output).
  loadDataDir?: string;
};

export type WorkerRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: RowMode;
      // Types whose values stay text (the parsers drizzle gives are all `(value) => value`).
      textTypes: number[];
      // Set inside a transaction: the statement runs in that transaction; the first one
      // also begins it.
      tx?: number;
      begin?: boolean;
    }
  | { op: 'end'; tx: number; commit: boolean }
  // From then on every NOTIFY on `channel` crosses back as a WorkerNotification.
  | { op: 'listen'; channel: string }
  | { op: 'close' }
);

// A NOTIFY the worker's database received on a channel the main thread listens to.
export type WorkerNotification = { notify: string; payload: string };

// What crosses back of an error: PostgreSQL's fields (code, constraint, detail, ...) by name.
export type SerializedError = {
  name: string;
  message: string;
  fields: Record<string, string | number>;
};

// `id` 0 answers the start-up (the database opened, or why it did not).
export type WorkerReply =
  | { id: number; ok: true; value?: Results<unknown> }
  | { id: number; ok: false; error: SerializedError };

// The fields of pg-protocol's DatabaseError that PGlite fills in, plus the failed statement.
export const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
] as const;

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const key of ERROR_FIELDS) {
    const value: unknown = (err as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

// Rebuilt on the caller's side, so the stack shows the caller; `code` and the other fields
// are where pg and PGlite put them (db/errors.ts reads `code`).
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return Object.assign(error, serialized.fields);
}
