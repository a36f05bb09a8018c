import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  checkStoreKey,
  isStoreKey,
  objectMissing,
  RecordingTooLargeError,
  type ByteRange,
  type RecordingStore,
} from '../platform/recording-store';

// Stored files in one folder (DATA_DIR/recordings, DATA_DIR/files). Node-only: server.ts and the
// tests create it and hand it to createApp.
export function createFileRecordingStore(folder: string): RecordingStore {
  const pathOf = (key: string) => join(folder, checkStoreKey(key));
  return {
    async save(key, body, maxBytes) {
      const path = pathOf(key);
      await mkdir(folder, { recursive: true });
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
      // Opened first, so a missing file is an error before the answer starts, not a broken body.
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') throw objectMissing(key);
        throw error;
      });
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
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
        if (!entry.isFile() || !isStoreKey(entry.name)) continue;
        // Gone since the listing (removed by a request): not ours to report.
        const info = await stat(join(folder, entry.name)).catch(() => undefined);
        if (info && info.mtime < before) keys.push(entry.name);
      }
      return keys;
    },
    // The folder exists (or can be made) and this process may write to it.
    async check() {
      try {
        await mkdir(folder, { recursive: true });
        await access(folder, constants.W_OK);
        return { kind: 'folder', available: true };
      } catch {
        return { kind: 'folder', available: false, problem: 'not_writable' };
      }
    },
  };
}
