import { argon2id, argon2Verify } from 'hash-wasm';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. hash-wasm runs in Node and browsers alike.
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ ...PARAMS, password, salt, outputType: 'encoded' });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return argon2Verify({ password, hash });
}

// Verifying against this keeps an unknown email as slow as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
