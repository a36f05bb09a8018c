import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PasswordHasher } from '../platform/password';
import type { PasswordReply, PasswordRequest } from './password-worker-protocol';
import { startWorker } from './start-worker';

// Beside server.js in the bundle (build.mjs); beside this file when run from source.
const here = dirname(fileURLToPath(import.meta.url));
const WORKER_FILE = here.endsWith('dist')
  ? join(here, 'password-worker.js')
  : join(here, 'password-worker.ts');

type Body = PasswordRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

// Password hashing in one worker thread (Node entry only): hashes run one at a time, as they
// did on the event loop, but the event loop serves requests meanwhile.
export function startPasswordWorker(): PasswordHasher & { close: () => Promise<void> } {
  const worker = startWorker(WORKER_FILE, undefined);
  // Idle, it must not keep the process alive on its own.
  worker.unref();
  const pending = new Map<
    number,
    { resolve: (v: string | boolean) => void; reject: (e: Error) => void }
  >();
  let lastId = 0;
  let stopped: Error | undefined;
  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  worker.on('message', (reply: PasswordReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(new Error(reply.message));
  });
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The password worker stopped (${code})`)));

  const send = (body: Body) =>
    new Promise<string | boolean>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      // Keeps the process alive while a hash is being computed.
      worker.ref();
      worker.postMessage({ ...body, id });
    }).finally(() => {
      if (pending.size === 0) worker.unref();
    });

  return {
    hash: async (password, salt) => String(await send({ op: 'hash', password, salt })),
    verify: async (password, hash) => (await send({ op: 'verify', password, hash })) === true,
    close: async () => {
      stop(new Error('The password worker is closed'));
      await worker.terminate();
    },
  };
}
