import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { deleteDB, openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import {
  bytes,
  chunked,
  describeObjectStoreContract,
  readAll,
} from '../../test/object-store-contract';
import { AppError } from '../platform/errors';
import { CHUNK_BYTES, createIndexedDbObjectStore, OBJECT_DATABASE } from './indexeddb-object-store';
import { fetchShippedObjects, type ShippedIndex } from './shipped-objects';

// In Node on fake-indexeddb (an in-memory IndexedDB), as the demo's worker uses it in a browser.

const MB = 1024 * 1024;
const BASE = 'https://demo.test/';

describeObjectStoreContract('IndexedDB', 'indexeddb', () =>
  createIndexedDbObjectStore({ space: 'recordings' }),
);

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

// A demo build's demo-objects/ folder, served from memory; counts what is requested.
function fakeBuild(
  objects: Record<string, Uint8Array>,
  builtAt = new Date(Date.now() - 60_000),
  // What the host answers in an object's place, when not its bytes.
  served: Record<string, Uint8Array> = {},
) {
  const requested: string[] = [];
  let failIndex = false;
  const index: ShippedIndex = {
    version: 1,
    builtAt: builtAt.toISOString(),
    objects: {
      recordings: Object.fromEntries(
        Object.entries(objects).map(([key, data]) => [
          key,
          { size: data.byteLength, sha256: sha256(data) },
        ]),
      ),
      files: {},
    },
  };
  // What the host serves at demo-objects/<sha256>.
  const files = new Map(
    Object.entries(objects).map(([key, data]) => [sha256(data), served[key] ?? data]),
  );
  const request = async (input: string | URL | Request) => {
    const path = new URL(String(input)).pathname;
    requested.push(path);
    if (path === '/demo-objects/index.json') {
      return failIndex ? new Response('busy', { status: 503 }) : Response.json(index);
    }
    const data = files.get(path.replace('/demo-objects/', ''));
    return data ? new Response(data.slice()) : new Response('not found', { status: 404 });
  };
  return {
    shipped: fetchShippedObjects(BASE, request as typeof fetch),
    requested,
    objectRequests: () => requested.filter((path) => path !== '/demo-objects/index.json'),
    failIndexOnce: () => (failIndex = true),
    restoreIndex: () => (failIndex = false),
  };
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const isMissing = (error: unknown) =>
  error instanceof AppError && error.code === 'storage.object_missing';

// With a build that ships nothing this store holds, it is still every bit a store.
describeObjectStoreContract('IndexedDB with shipped objects', 'indexeddb', () =>
  createIndexedDbObjectStore({
    space: 'recordings',
    shipped: fakeBuild({ [crypto.randomUUID()]: bytes(10) }).shipped,
  }),
);

describe('the IndexedDB object store', () => {
  it('never serves a save still under way, and serves the earlier bytes of a key being overwritten', async () => {
    const store = createIndexedDbObjectStore({ space: 'recordings' });
    const fresh = crypto.randomUUID();
    // Paused after three records were written.
    const upload = chunked(bytes(4 * CHUNK_BYTES, 5), { pauseAfter: 3 * CHUNK_BYTES });
    const saving = store.save(fresh, upload.stream, 10 * MB);
    await upload.reachedPause;
    await expect(store.open(fresh)).rejects.toSatisfy(isMissing);
    expect(await store.listKeys(new Date(Date.now() + 60_000))).not.toContain(fresh);
    upload.resume();
    expect(await saving).toBe(4 * CHUNK_BYTES);
    expect(same(await readAll(await store.open(fresh)), bytes(4 * CHUNK_BYTES, 5))).toBe(true);

    const older = bytes(1000, 6);
    const kept = crypto.randomUUID();
    await store.save(kept, chunked(older).stream, MB);
    const overwrite = chunked(bytes(3 * CHUNK_BYTES, 7), { pauseAfter: 2 * CHUNK_BYTES });
    const overwriting = store.save(kept, overwrite.stream, 10 * MB);
    await overwrite.reachedPause;
    expect(same(await readAll(await store.open(kept)), older)).toBe(true);
    overwrite.resume();
    await overwriting;
    expect(same(await readAll(await store.open(kept)), bytes(3 * CHUNK_BYTES, 7))).toBe(true);
  });

  it('keeps recordings and files apart in one database', async () => {
    const recordings = createIndexedDbObjectStore({ space: 'recordings' });
    const files = createIndexedDbObjectStore({ space: 'files' });
    const key = crypto.randomUUID();
    await recordings.save(key, chunked(bytes(100, 1)).stream, MB);
    await expect(files.open(key)).rejects.toSatisfy(isMissing);
    expect(await files.listKeys(new Date(Date.now() + 60_000))).not.toContain(key);
    await files.save(key, chunked(bytes(200, 2)).stream, MB);
    await files.remove(key);
    expect(same(await readAll(await recordings.open(key)), bytes(100, 1))).toBe(true);
  });

  it('answers an empty range past the end of an object rather than bytes it does not have', async () => {
    const store = createIndexedDbObjectStore({ space: 'recordings' });
    const key = crypto.randomUUID();
    await store.save(key, chunked(bytes(0)).stream, MB);
    expect((await readAll(await store.open(key))).byteLength).toBe(0);
    await store.save(key, chunked(bytes(500, 3)).stream, MB);
    const tail = await readAll(await store.open(key, { start: 400, end: 10_000 }));
    expect(same(tail, bytes(500, 3).subarray(400))).toBe(true);
  });

  it('removes on a later start what a save cut short (a closed tab) left behind', async () => {
    // The database exists, with this module's connection open.
    expect(await createIndexedDbObjectStore({ space: 'recordings' }).check()).toEqual({
      kind: 'indexeddb',
      available: true,
    });
    const raw = await openDB(OBJECT_DATABASE, 1);
    const abandoned = crypto.randomUUID();
    const underWay = crypto.randomUUID();
    await raw.put('writes', { write: abandoned, touchedAt: Date.now() - 11 * 60_000 });
    await raw.put('chunks', bytes(10), [abandoned, 0]);
    await raw.put('writes', { write: underWay, touchedAt: Date.now() });
    await raw.put('chunks', bytes(10), [underWay, 0]);

    // Another worker (a new tab, a reload) opens the database.
    vi.resetModules();
    const later = await import('./indexeddb-object-store');
    await later.createIndexedDbObjectStore({ space: 'recordings' }).check();
    expect(await raw.get('chunks', [abandoned, 0])).toBeUndefined();
    expect(await raw.get('writes', abandoned)).toBeUndefined();
    expect(await raw.get('chunks', [underWay, 0])).toBeDefined();
    raw.close();
  });

  it('lets "Reset demo data" delete the database, and works on afterwards on an empty one', async () => {
    const store = createIndexedDbObjectStore({ space: 'recordings' });
    const key = crypto.randomUUID();
    await store.save(key, chunked(bytes(100)).stream, MB);
    await deleteDB(OBJECT_DATABASE, {
      blocked: () => {
        throw new Error('the store kept its connection open');
      },
    });
    await expect(store.open(key)).rejects.toSatisfy(isMissing);
    await store.save(key, chunked(bytes(50, 9)).stream, MB);
    expect(same(await readAll(await store.open(key)), bytes(50, 9))).toBe(true);
  });
});

describe('shipped objects in the IndexedDB object store', () => {
  it('fetches nothing until a shipped key is opened, then once, and serves it from IndexedDB after', async () => {
    const key = crypto.randomUUID();
    const data = bytes(CHUNK_BYTES + 5000, 4);
    const build = fakeBuild({ [key]: data });
    const store = createIndexedDbObjectStore({ space: 'recordings', shipped: build.shipped });
    expect(build.requested).toEqual([]);

    // Two opens at once (the player asking two ranges) fetch it once.
    const [whole, range] = await Promise.all([
      store.open(key).then(readAll),
      store.open(key, { start: CHUNK_BYTES - 2, end: CHUNK_BYTES + 1 }).then(readAll),
    ]);
    expect(same(whole, data)).toBe(true);
    expect(same(range, data.subarray(CHUNK_BYTES - 2, CHUNK_BYTES + 2))).toBe(true);
    expect(build.objectRequests()).toEqual([`/demo-objects/${sha256(data)}`]);

    // Another worker life (a reload): a new store over the same database fetches nothing.
    const later = fakeBuild({ [key]: data });
    const reopened = createIndexedDbObjectStore({ space: 'recordings', shipped: later.shipped });
    expect(
      same(await readAll(await reopened.open(key, { start: 0, end: 9 })), data.subarray(0, 10)),
    ).toBe(true);
    expect(later.requested).toEqual([]);
  });

  it('keeps a removed shipped key removed, until it is saved again', async () => {
    const key = crypto.randomUUID();
    const build = fakeBuild({ [key]: bytes(300, 8) });
    const store = createIndexedDbObjectStore({ space: 'recordings', shipped: build.shipped });
    expect(await store.listKeys(new Date())).toContain(key);
    await store.remove(key);
    await expect(store.open(key)).rejects.toSatisfy(isMissing);
    expect(await store.listKeys(new Date())).not.toContain(key);
    expect(build.objectRequests()).toEqual([]);

    await store.save(key, chunked(bytes(20, 1)).stream, MB);
    expect(same(await readAll(await store.open(key)), bytes(20, 1))).toBe(true);
    await store.remove(key);
    await expect(store.open(key)).rejects.toSatisfy(isMissing);
  });

  it('lists a shipped key not fetched yet as written when the build ran', async () => {
    const key = crypto.randomUUID();
    const builtAt = new Date(Date.now() - 3_600_000);
    const store = createIndexedDbObjectStore({
      space: 'recordings',
      shipped: fakeBuild({ [key]: bytes(10) }, builtAt).shipped,
    });
    expect(await store.listKeys(new Date(builtAt.getTime() + 1))).toContain(key);
    expect(await store.listKeys(builtAt)).not.toContain(key);
    // Shipped recordings are not the file manager's.
    const files = createIndexedDbObjectStore({
      space: 'files',
      shipped: fakeBuild({ [key]: bytes(10) }, builtAt).shipped,
    });
    expect(await files.listKeys(new Date())).not.toContain(key);
    await expect(files.open(key)).rejects.toSatisfy(isMissing);
  });

  it('opens a key the build did not ship as missing, without asking for its bytes', async () => {
    const build = fakeBuild({ [crypto.randomUUID()]: bytes(10) });
    const store = createIndexedDbObjectStore({ space: 'recordings', shipped: build.shipped });
    await expect(store.open(crypto.randomUUID())).rejects.toSatisfy(isMissing);
    expect(build.objectRequests()).toEqual([]);
  });

  it('keeps nothing of a shipped object whose bytes are not its listed size', async () => {
    const key = crypto.randomUUID();
    const page = new TextEncoder().encode('<!doctype html><title>Rehearse</title>');
    const build = fakeBuild({ [key]: bytes(5000, 3) }, undefined, { [key]: page });
    const store = createIndexedDbObjectStore({ space: 'recordings', shipped: build.shipped });
    await expect(store.open(key)).rejects.toThrow(/has 38 bytes, not 5000/);
    // Not kept: the next open asks the build again.
    await expect(store.open(key)).rejects.toThrow(/has 38 bytes, not 5000/);
    expect(build.objectRequests()).toHaveLength(2);
  });

  it('says why when the build cannot be reached, and asks again next time', async () => {
    const key = crypto.randomUUID();
    const build = fakeBuild({ [key]: bytes(64, 2) });
    const store = createIndexedDbObjectStore({ space: 'recordings', shipped: build.shipped });
    build.failIndexOnce();
    await expect(store.open(key)).rejects.toThrow(/shipped objects: 503/);
    build.restoreIndex();
    expect(same(await readAll(await store.open(key)), bytes(64, 2))).toBe(true);
  });
});
