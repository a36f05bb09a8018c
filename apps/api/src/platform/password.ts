import { argon2id, argon2Verify } from 'hash-wasm';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. hash-wasm runs in Node and browsers alike.
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

export type PasswordHasher = {
  hash: (password: string, salt: Uint8Array) => Promise<string>;
  verify: (password: string, hash: string) => Promise<boolean>;
};

// Hashing on the calling thread: tens of milliseconds of WebAssembly during which that
// thread does nothing else.
export const hashInThisThread: PasswordHasher = {
  hash: (password, salt) => argon2id({ ...PARAMS, password, salt, outputType: 'encoded' }),
  verify: (password, hash) => argon2Verify({ password, hash }),
};

let hasher = hashInThisThread;

// The Node server hashes in a worker thread (workers/password-worker-client.ts) so the event
// loop stays free; elsewhere (tests, a browser) hashing stays on the calling thread.
export function usePasswordHasher(next: PasswordHasher): void {
  hasher = next;
}

export function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return hasher.hash(password, salt);
}

// An account made through an OpenID Connect provider has no password (an empty hash): nothing
// matches it, after as long as a real check takes.
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (hash === '') {
    await hasher.verify(password, await dummyPasswordHash());
    return false;
  }
  return hasher.verify(password, hash);
}

// Verifying against this keeps an unknown email as slow as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
