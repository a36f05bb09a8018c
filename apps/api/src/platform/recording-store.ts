import type { StorageHealth } from '@rehearse/contracts/health';
import { AppError } from './errors';

// Where the bytes of recorded answers (and walkthrough videos, and the file manager's uploads)
// live. The API app only knows this interface; the Node entry passes a folder under DATA_DIR or
// an S3 bucket (docs/decisions/074-object-storage.md), so app.ts stays free of Node-only imports.
// apps/api/test/object-store-contract.ts holds what every implementation must do.
export type ByteRange = { start: number; end: number };

// Keys are generated uuids, never user input; a store refuses anything else, so no key reaches
// another folder or another prefix of a bucket.
const STORE_KEY = /^[a-z0-9-]+$/i;
export const isStoreKey = (key: string) => STORE_KEY.test(key);
export function checkStoreKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`Invalid storage key ${key}`);
  return key;
}

// A row whose bytes are gone: a server fault (500), not the caller's.
export const objectMissing = (key: string) =>
  new AppError('storage.object_missing', `The stored bytes of ${key} are missing`);

export class RecordingTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Recording is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit`);
    this.name = 'RecordingTooLargeError';
  }
}

export type RecordingStore = {
  // Streams the body to `key`, counting bytes; past maxBytes it stops, removes what it wrote and
  // throws RecordingTooLargeError. Answers the size written.
  save(key: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<number>;
  // The bytes of `key` (all, or an inclusive range), streamed. A missing key rejects with
  // storage.object_missing before any byte is sent.
  open(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  // Removing a missing key is not an error.
  remove(key: string): Promise<void>;
  // The keys of stored files last written before `before`. A file still being written is
  // written to continually, so it is never listed by a cut-off well in the past.
  listKeys(before: Date): Promise<string[]>;
  // Whether this process can write and read the store now (GET /api/health); cheap, and bounded
  // in time.
  check(): Promise<StorageHealth>;
};

// A store in memory: the default when the host gives none (a browser demo, a quick script).
export function createMemoryRecordingStore(): RecordingStore {
  const files = new Map<string, { bytes: Uint8Array; savedAt: Date }>();
  return {
    async save(key, body, maxBytes) {
      checkStoreKey(key);
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new RecordingTooLargeError(maxBytes);
        chunks.push(chunk);
      }
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      files.set(key, { bytes, savedAt: new Date() });
      return size;
    },
    async open(key, range) {
      const bytes = files.get(checkStoreKey(key))?.bytes;
      if (!bytes) throw objectMissing(key);
      const slice = range ? bytes.subarray(range.start, range.end + 1) : bytes;
      return new ReadableStream({
        start(controller) {
          controller.enqueue(slice);
          controller.close();
        },
      });
    },
    async remove(key) {
      files.delete(checkStoreKey(key));
    },
    async listKeys(before) {
      return [...files].filter(([, file]) => file.savedAt < before).map(([key]) => key);
    },
    async check() {
      return { kind: 'memory', available: true };
    },
  };
}
