import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StorageHealth } from '@rehearse/contracts/health';
import {
  checkStoreKey,
  objectMissing,
  RecordingTooLargeError,
  type RecordingStore,
} from '../platform/recording-store';
import type { ObjectSpace, ShippedObjects } from './shipped-objects';

// The demo's recordings and uploaded files, kept in the browser's IndexedDB
// (docs/decisions/077-demo-mode.md). "Reset demo data" deletes this database by its name.
export const OBJECT_DATABASE = 'rehearse-demo-objects';

// An object's bytes are kept in records of this size, so a range is read from the records it
// covers rather than the whole object, and a save holds at most one record in memory.
export const CHUNK_BYTES = 256 * 1024;

// A save that has not written a record for this long was cut short (the tab closed mid-upload):
// its records are removed when the database is next opened.
const ABANDONED_WRITE_MS = 10 * 60 * 1000;
const CHECK_TIMEOUT_MS = 2000;

// Each save writes its records under a write id of its own and becomes the key's object only when
// its `objects` entry is written, with its last record, in one transaction: a save broken off
// (over the limit, the client gone, the tab closed) is never served, and a later save of the same
// key does not touch the bytes being served until it is complete.
type ObjectEntry = {
  space: ObjectSpace;
  key: string;
  write: string;
  size: number;
  chunkBytes: number;
  savedAt: number;
};
type PendingWrite = { write: string; touchedAt: number };
type Tombstone = { space: ObjectSpace; key: string };

type ObjectSchema = {
  objects: { key: [ObjectSpace, string]; value: ObjectEntry };
  // [write id, record index] -> bytes
  chunks: { key: [string, number]; value: Uint8Array };
  // Saves under way, for removing what an abandoned one wrote.
  writes: { key: string; value: PendingWrite };
  // Shipped keys removed here: they stay removed rather than being fetched again.
  removed: { key: [ObjectSpace, string]; value: Tombstone };
} & DBSchema;
type ObjectDatabase = IDBPDatabase<ObjectSchema>;

// The API's tsconfig has no DOM lib: the one IndexedDB global used directly, typed here.
type KeyRanges = { bound(lower: unknown, upper: unknown): unknown };
const keyRanges = () => (globalThis as unknown as { IDBKeyRange: KeyRanges }).IDBKeyRange;
// Every record of one write: [write, 0] up to [write, +Infinity].
const recordsOf = (write: string) =>
  keyRanges().bound([write, 0], [write, Number.POSITIVE_INFINITY]) as [string, number];
// Every entry of one space (store keys are ASCII, below '\uffff').
const entriesOf = (space: ObjectSpace) =>
  keyRanges().bound([space, ''], [space, '\uffff']) as [ObjectSpace, string];

let opened: Promise<ObjectDatabase> | undefined;

// One connection for the worker, opened on first use. It closes itself when another connection
// needs the database gone or upgraded (Reset demo data deletes it) and the next call opens it anew.
function database(): Promise<ObjectDatabase> {
  opened ??= openDB<ObjectSchema>(OBJECT_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('objects', { keyPath: ['space', 'key'] });
      db.createObjectStore('chunks');
      db.createObjectStore('writes', { keyPath: 'write' });
      db.createObjectStore('removed', { keyPath: ['space', 'key'] });
    },
    blocking() {
      void opened?.then(
        (db) => db.close(),
        () => undefined,
      );
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  }).then(async (db) => {
    await removeAbandonedWrites(db);
    return db;
  });
  opened.catch(() => (opened = undefined));
  return opened;
}

async function removeAbandonedWrites(db: ObjectDatabase) {
  const tx = db.transaction(['writes', 'chunks'], 'readwrite');
  const cutOff = Date.now() - ABANDONED_WRITE_MS;
  const abandoned = (await tx.objectStore('writes').getAll()).filter(
    (pending) => pending.touchedAt < cutOff,
  );
  await Promise.all([
    ...abandoned.flatMap(({ write }) => [
      tx.objectStore('chunks').delete(recordsOf(write)),
      tx.objectStore('writes').delete(write),
    ]),
    tx.done,
  ]);
}

async function discardWrite(write: string) {
  const db = await database();
  const tx = db.transaction(['writes', 'chunks'], 'readwrite');
  await Promise.all([
    tx.objectStore('chunks').delete(recordsOf(write)),
    tx.objectStore('writes').delete(write),
    tx.done,
  ]);
}

// Reads `body` into records of CHUNK_BYTES, passing each full one to `record` (the last, possibly
// shorter or empty, is answered). Past maxBytes, or when a record cannot be written (the quota
// spent), it cancels the body and throws.
async function readInRecords(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  record: (bytes: Uint8Array, index: number) => Promise<void>,
): Promise<{ size: number; last: Uint8Array; index: number }> {
  const reader = body.getReader();
  let buffer = new Uint8Array(CHUNK_BYTES);
  let filled = 0;
  let size = 0;
  let index = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new RecordingTooLargeError(maxBytes);
      let offset = 0;
      while (offset < value.byteLength) {
        const taken = Math.min(CHUNK_BYTES - filled, value.byteLength - offset);
        buffer.set(value.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === CHUNK_BYTES) {
          await record(buffer, index);
          index += 1;
          buffer = new Uint8Array(CHUNK_BYTES);
          filled = 0;
        }
      }
    }
  } catch (error) {
    // A body that failed by itself is already errored; cancelling it then is a no-op.
    await reader.cancel(error).catch(() => undefined);
    throw error;
  }
  return { size, last: buffer.slice(0, filled), index };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, ms, 'timeout')));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// A RecordingStore (and FileStore) in IndexedDB for one `space`; with `shipped`, a key it does not
// hold that the demo build shipped is fetched on first open and kept, unless removed here.
export function createIndexedDbObjectStore(options: {
  space: ObjectSpace;
  shipped?: ShippedObjects;
}): RecordingStore {
  const { space, shipped } = options;
  // Shipped objects being fetched, so two opens at once fetch one once.
  const fetching = new Map<string, Promise<void>>();

  async function save(key: string, body: ReadableStream<Uint8Array>, maxBytes: number) {
    checkStoreKey(key);
    const write = crypto.randomUUID();
    const db = await database();
    let read: Awaited<ReturnType<typeof readInRecords>>;
    try {
      read = await readInRecords(body, maxBytes, async (bytes, index) => {
        const tx = db.transaction(['writes', 'chunks'], 'readwrite');
        await Promise.all([
          tx.objectStore('writes').put({ write, touchedAt: Date.now() }),
          tx.objectStore('chunks').put(bytes, [write, index]),
          tx.done,
        ]);
      });
    } catch (error) {
      await discardWrite(write).catch(() => undefined);
      throw error;
    }
    // The last record and the entry together; the bytes this key had before are removed in the
    // same transaction.
    const tx = db.transaction(['objects', 'chunks', 'writes', 'removed'], 'readwrite');
    const objects = tx.objectStore('objects');
    const chunks = tx.objectStore('chunks');
    const previous = await objects.get([space, key]);
    await Promise.all([
      previous && chunks.delete(recordsOf(previous.write)),
      read.last.byteLength > 0 && chunks.put(read.last, [write, read.index]),
      objects.put({
        space,
        key,
        write,
        size: read.size,
        chunkBytes: CHUNK_BYTES,
        savedAt: Date.now(),
      }),
      tx.objectStore('writes').delete(write),
      tx.objectStore('removed').delete([space, key]),
      tx.done,
    ]);
    return read.size;
  }

  // With `keepRemoved`, a shipped key is marked removed, so a later open does not fetch it again.
  async function remove(key: string, keepRemoved: boolean) {
    checkStoreKey(key);
    const isShipped = keepRemoved && shipped ? (await shipped.list(space)).keys.has(key) : false;
    const db = await database();
    const tx = db.transaction(['objects', 'chunks', 'removed'], 'readwrite');
    const objects = tx.objectStore('objects');
    const previous = await objects.get([space, key]);
    await Promise.all([
      previous && tx.objectStore('chunks').delete(recordsOf(previous.write)),
      previous && objects.delete([space, key]),
      isShipped && tx.objectStore('removed').put({ space, key }),
      tx.done,
    ]);
  }

  // A shipped key this store does not hold yet (and did not remove): fetched and kept.
  async function fetchShipped(key: string): Promise<boolean> {
    if (!shipped) return false;
    const db = await database();
    if (await db.get('removed', [space, key])) return false;
    const { keys } = await shipped.list(space);
    const size = keys.get(key);
    if (size === undefined) return false;
    let pending = fetching.get(key);
    if (!pending) {
      pending = (async () => {
        // Past the listed size the save is refused; short of it (a host answering a page in the
        // file's place), nothing is kept either.
        const saved = await save(key, await shipped.fetch(space, key), size);
        if (saved !== size) {
          await remove(key, false);
          throw new Error(`The demo's shipped object ${key} has ${saved} bytes, not ${size}`);
        }
      })().finally(() => fetching.delete(key));
      fetching.set(key, pending);
    }
    await pending;
    return true;
  }

  async function entry(key: string): Promise<ObjectEntry> {
    const db = await database();
    const found = await db.get('objects', [space, key]);
    if (found) return found;
    if (await fetchShipped(key)) {
      const fetched = await db.get('objects', [space, key]);
      if (fetched) return fetched;
    }
    throw objectMissing(key);
  }

  return {
    save,
    async open(key, range) {
      checkStoreKey(key);
      const { write, size, chunkBytes } = await entry(key);
      const db = await database();
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      // Only the records the range covers are read, one per pull.
      let index = Math.floor(start / chunkBytes);
      const lastIndex = Math.floor(end / chunkBytes);
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (end < start || index > lastIndex) {
            controller.close();
            return;
          }
          const record = await db.get('chunks', [write, index]);
          // Removed or overwritten while being read.
          if (!record) {
            controller.error(objectMissing(key));
            return;
          }
          const recordStart = index * chunkBytes;
          const from = Math.max(start - recordStart, 0);
          const to = Math.min(end - recordStart + 1, record.byteLength);
          controller.enqueue(record.subarray(from, to));
          index += 1;
        },
      });
    },
    remove: (key) => remove(key, true),
    async listKeys(before) {
      const db = await database();
      const held = await db.getAll('objects', entriesOf(space));
      const keys = held.filter((object) => object.savedAt < before.getTime()).map((o) => o.key);
      if (!shipped) return keys;
      // Shipped objects not fetched yet count as written when the build ran.
      const { keys: shippedKeys, builtAt } = await shipped.list(space);
      if (builtAt >= before) return keys;
      const heldKeys = new Set(held.map((object) => object.key));
      const removed = new Set((await db.getAll('removed', entriesOf(space))).map((r) => r.key));
      for (const key of shippedKeys.keys()) {
        if (!heldKeys.has(key) && !removed.has(key)) keys.push(key);
      }
      return keys;
    },
    async check(): Promise<StorageHealth> {
      // A write and a delete of a probe record: IndexedDB refuses writes when the quota is spent.
      const probe = async () => {
        const db = await database();
        const tx = db.transaction('writes', 'readwrite');
        const id = `health-${crypto.randomUUID()}`;
        await Promise.all([
          tx.store.put({ write: id, touchedAt: 0 }),
          tx.store.delete(id),
          tx.done,
        ]);
      };
      try {
        if ((await withTimeout(probe(), CHECK_TIMEOUT_MS)) === 'timeout') {
          return { kind: 'indexeddb', available: false, problem: 'timeout' };
        }
        return { kind: 'indexeddb', available: true };
      } catch {
        return { kind: 'indexeddb', available: false, problem: 'not_writable' };
      }
    },
  };
}
