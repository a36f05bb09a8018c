import { RecordingTooLargeError } from '../platform/recording-store';

export type SizeLimitedStream = {
  stream: ReadableStream<Uint8Array>;
  // The bytes read so far.
  size: () => number;
  // What ended the stream early: the limit (RecordingTooLargeError) or the source's own error (a
  // client that went away). An uploader may report another error in their place (its own failed
  // clean-up), so the caller asks here what really happened.
  failure: () => unknown;
};

// Passes `body` through, counting bytes; past `maxBytes` it errors instead of passing more, and
// cancels the source.
export function sizeLimitedStream(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): SizeLimitedStream {
  const reader = body.getReader();
  let size = 0;
  let failure: unknown;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: Awaited<ReturnType<typeof reader.read>>;
      try {
        next = await reader.read();
      } catch (error) {
        failure = error;
        throw error;
      }
      if (next.done) {
        controller.close();
        return;
      }
      size += next.value.byteLength;
      if (size > maxBytes) {
        failure = new RecordingTooLargeError(maxBytes);
        await reader.cancel(failure).catch(() => undefined);
        throw failure;
      }
      controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream, size: () => size, failure: () => failure };
}

// Passes the first `count` bytes through and ends the stream there, cancelling the rest.
export function firstBytes(count: number): TransformStream<Uint8Array, Uint8Array> {
  let left = count;
  return new TransformStream({
    transform(chunk, controller) {
      if (left <= 0) return;
      const kept = chunk.byteLength <= left ? chunk : chunk.subarray(0, left);
      left -= kept.byteLength;
      controller.enqueue(kept);
      if (left === 0) controller.terminate();
    },
  });
}
