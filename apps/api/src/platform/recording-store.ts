// Where the bytes of recorded answers live. The API app only knows this interface; the Node
// entry (and the tests) pass a store of files under DATA_DIR/recordings, so app.ts stays free of
// Node-only imports.
export type ByteRange = { start: number; end: number };

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
  // The bytes of `key` (all, or an inclusive range), streamed.
  open(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  // Removing a missing key is not an error.
  remove(key: string): Promise<void>;
  // The keys of stored files last written before `before`. A file still being written is
  // written to continually, so it is never listed by a cut-off well in the past.
  listKeys(before: Date): Promise<string[]>;
};

// A store in memory: the default when the host gives none (a browser demo, a quick script).
export function createMemoryRecordingStore(): RecordingStore {
  const files = new Map<string, { bytes: Uint8Array; savedAt: Date }>();
  return {
    async save(key, body, maxBytes) {
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
      const bytes = files.get(key)?.bytes ?? new Uint8Array(0);
      const slice = range ? bytes.subarray(range.start, range.end + 1) : bytes;
      return new ReadableStream({
        start(controller) {
          controller.enqueue(slice);
          controller.close();
        },
      });
    },
    async remove(key) {
      files.delete(key);
    },
    async listKeys(before) {
      return [...files].filter(([, file]) => file.savedAt < before).map(([key]) => key);
    },
  };
}
