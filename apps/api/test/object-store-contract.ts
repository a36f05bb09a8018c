import { beforeAll, describe, expect, it } from 'vitest';
import type { StorageHealth } from '@rehearse/contracts/health';
import { AppError } from '../src/platform/errors';
import { RecordingTooLargeError, type RecordingStore } from '../src/platform/recording-store';

const MB = 1024 * 1024;

// Distinct bytes per seed, so a mixed-up or shifted read cannot pass.
export const bytes = (n: number, seed = 0) => {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (i * 7 + seed) % 251;
  return out;
};

// A body as a request's arrives: in chunks, read as the store asks for them. `failAfter` ends it
// with an error after that many bytes (a client that went away); `pauseAfter` stops sending
// after that many bytes until `resume` is called.
export function chunked(
  data: Uint8Array,
  options: { chunk?: number; failAfter?: number; pauseAfter?: number } = {},
) {
  const chunk = options.chunk ?? 256 * 1024;
  let offset = 0;
  let resume: () => void = () => undefined;
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  let paused: () => void = () => undefined;
  const reachedPause = new Promise<void>((resolve) => (paused = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (options.failAfter !== undefined && offset >= options.failAfter) {
        controller.error(new Error('the client went away'));
        return;
      }
      if (options.pauseAfter !== undefined && offset >= options.pauseAfter) {
        paused();
        await resumed;
      }
      if (offset >= data.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(data.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
  return { stream, resume, reachedPause };
}

export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return new Uint8Array(Buffer.concat(parts));
}

// Byte-for-byte, without a deep comparison of millions of elements.
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

const missing = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy(
    (error) => error instanceof AppError && error.code === 'storage.object_missing',
  );

// What every store behind the RecordingStore boundary must do (memory, a DATA_DIR folder, an S3
// bucket: docs/decisions/074-object-storage.md). `make` gives the store under test; `kind` is
// what its health check says it is.
export function describeObjectStoreContract(
  name: string,
  kind: StorageHealth['kind'],
  make: () => RecordingStore | Promise<RecordingStore>,
) {
  describe(`the object store contract: ${name}`, () => {
    let store: RecordingStore;
    beforeAll(async () => {
      store = await make();
    });
    const key = () => crypto.randomUUID();

    it('saves a stream and opens it whole and by inclusive byte ranges', async () => {
      const k = key();
      const data = bytes(200_000, 1);
      expect(await store.save(k, chunked(data, { chunk: 16_384 }).stream, MB)).toBe(200_000);
      expect(same(await readAll(await store.open(k)), data)).toBe(true);
      for (const [start, end] of [
        [0, 0],
        [100, 199],
        [199_990, 199_999],
      ] as const) {
        const part = await readAll(await store.open(k, { start, end }));
        expect(same(part, data.subarray(start, end + 1))).toBe(true);
      }
    });

    it('keeps a large upload whole across its parts, and reads a range across a part boundary', async () => {
      const k = key();
      const data = bytes(11 * MB + 123, 2);
      expect(await store.save(k, chunked(data).stream, 20 * MB)).toBe(data.byteLength);
      expect(same(await readAll(await store.open(k)), data)).toBe(true);
      const start = 5 * MB - 5;
      const part = await readAll(await store.open(k, { start, end: start + 9 }));
      expect(same(part, data.subarray(start, start + 10))).toBe(true);
    });

    it('refuses a body over the limit, small or past the first part, and keeps nothing of it', async () => {
      const small = key();
      await expect(store.save(small, chunked(bytes(5000)).stream, 1000)).rejects.toBeInstanceOf(
        RecordingTooLargeError,
      );
      const large = key();
      await expect(
        store.save(large, chunked(bytes(12 * MB)).stream, 6 * MB),
      ).rejects.toBeInstanceOf(RecordingTooLargeError);
      await missing(store.open(small));
      await missing(store.open(large));
      const listed = await store.listKeys(new Date(Date.now() + 60_000));
      expect(listed).not.toContain(small);
      expect(listed).not.toContain(large);
    });

    it('keeps nothing of an upload whose client went away, before or after the first part', async () => {
      for (const failAfter of [100_000, 6 * MB]) {
        const k = key();
        await expect(
          store.save(k, chunked(bytes(10 * MB), { failAfter }).stream, 20 * MB),
        ).rejects.toThrow('the client went away');
        await missing(store.open(k));
        expect(await store.listKeys(new Date(Date.now() + 60_000))).not.toContain(k);
      }
    });

    it('saves different keys at once, each with its own bytes', async () => {
      const uploads = Array.from({ length: 6 }, (_, i) => ({
        k: key(),
        data: bytes(50_000 + i * 70_000, 10 + i),
      }));
      const sizes = await Promise.all(
        uploads.map(({ k, data }) => store.save(k, chunked(data, { chunk: 8192 }).stream, MB)),
      );
      expect(sizes).toEqual(uploads.map(({ data }) => data.byteLength));
      for (const { k, data } of uploads) {
        expect(same(await readAll(await store.open(k)), data)).toBe(true);
      }
    });

    it('overwrites a key with a later save', async () => {
      const k = key();
      await store.save(k, chunked(bytes(3000, 3)).stream, MB);
      expect(await store.save(k, chunked(bytes(1000, 4)).stream, MB)).toBe(1000);
      expect(same(await readAll(await store.open(k)), bytes(1000, 4))).toBe(true);
    });

    it('removes a key; removing a missing key is no error; a missing key opens as storage.object_missing', async () => {
      const k = key();
      await store.save(k, chunked(bytes(1000)).stream, MB);
      await store.remove(k);
      await missing(store.open(k));
      await expect(store.remove(k)).resolves.toBeUndefined();
      await missing(store.open(key()));
    });

    it('lists the keys last written before a time, and not removed ones', async () => {
      const k = key();
      await store.save(k, chunked(bytes(1000)).stream, MB);
      expect(await store.listKeys(new Date(Date.now() + 60_000))).toContain(k);
      expect(await store.listKeys(new Date(Date.now() - 60_000))).not.toContain(k);
      await store.remove(k);
      expect(await store.listKeys(new Date(Date.now() + 60_000))).not.toContain(k);
    });

    it('refuses a key that is not a generated id, so no key reaches past its folder or prefix', async () => {
      await expect(store.save('../escape', chunked(bytes(10)).stream, MB)).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(store.open('a/b')).rejects.toThrow(/Invalid storage key/);
      await expect(store.remove('x.y')).rejects.toThrow(/Invalid storage key/);
    });

    it('reports itself available', async () => {
      expect(await store.check()).toEqual({ kind, available: true });
    });
  });
}
