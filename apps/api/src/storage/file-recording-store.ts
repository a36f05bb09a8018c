import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  RecordingTooLargeError,
  type ByteRange,
  type RecordingStore,
} from '../platform/recording-store';

const KEY = /^[a-z0-9-]+$/i;

// Recordings as files in one folder (DATA_DIR/recordings). Node-only: server.ts and the tests
// create it and hand it to createApp. Keys are generated uuids, never user input.
export function createFileRecordingStore(folder: string): RecordingStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid recording key ${key}`);
    return join(folder, key);
  };
  return {
    async save(key, body, maxBytes) {
      await mkdir(folder, { recursive: true });
      const path = pathOf(key);
      let size = 0;
      const counter = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxBytes) controller.error(new RecordingTooLargeError(maxBytes));
          else controller.enqueue(chunk);
        },
      });
      try {
        await pipeline(
          Readable.fromWeb(body.pipeThrough(counter) as NodeReadableStream),
          createWriteStream(path),
        );
        return size;
      } catch (error) {
        // Nothing is kept half-way.
        await rm(path, { force: true });
        throw error;
      }
    },
    async open(key, range?: ByteRange) {
      const stream = createReadStream(
        pathOf(key),
        range ? { start: range.start, end: range.end } : {},
      );
      return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async listKeys(before) {
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') return [];
        throw error;
      });
      const keys: string[] = [];
      for (const entry of entries) {
        // Only names the store itself writes.
        if (!entry.isFile() || !KEY.test(entry.name)) continue;
        // Gone since the listing (removed by a request): not ours to report.
        const info = await stat(join(folder, entry.name)).catch(() => undefined);
        if (info && info.mtime < before) keys.push(entry.name);
      }
      return keys;
    },
  };
}
