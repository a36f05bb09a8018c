// Worker-thread entry that hashes and verifies passwords (argon2id), so that tens of
// milliseconds of WebAssembly per sign-up or sign-in never block the event loop; see
// password-worker-client.ts and docs/decisions/019-embedded-database-worker.md.
import { parentPort } from 'node:worker_threads';
import { hashInThisThread } from '../platform/password';
import type { PasswordReply, PasswordRequest } from './password-worker-protocol';

if (!parentPort) throw new Error('password-worker.ts runs only as a worker thread');
const port = parentPort;

port.on('message', (request: PasswordRequest) => {
  const work =
    request.op === 'hash'
      ? hashInThisThread.hash(request.password, request.salt)
      : hashInThisThread.verify(request.password, request.hash);
  work.then(
    (value: string | boolean) => port.postMessage({ id: request.id, ok: true, value }),
    (err: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        message: err instanceof Error ? err.message : String(err),
      } satisfies PasswordReply),
  );
});
