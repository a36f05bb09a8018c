import { afterAll, describe, expect, it } from 'vitest';
import { hashInThisThread } from '../platform/password';
import { startPasswordWorker } from './password-worker-client';

// The hasher the Node server uses (server.ts); tests elsewhere hash in their own thread.
const hasher = startPasswordWorker();
afterAll(() => hasher.close());

const salt = () => crypto.getRandomValues(new Uint8Array(16));

describe('password hashing in a worker thread', () => {
  it('makes hashes the same as hashing in this thread, both ways', async () => {
    const inWorker = await hasher.hash('correct horse battery', salt());
    expect(inWorker).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashInThisThread.verify('correct horse battery', inWorker)).toBe(true);
    const here = await hashInThisThread.hash('correct horse battery', salt());
    expect(await hasher.verify('correct horse battery', here)).toBe(true);
    expect(await hasher.verify('wrong horse battery', here)).toBe(false);
  });

  it('keeps the event loop free while it hashes', async () => {
    // Turns of the event loop while one hash runs: on this thread the hash blocks the loop
    // for its whole length (a handful of turns); in the worker the loop keeps turning.
    let done = false;
    let turns = 0;
    const spin = () => {
      if (done) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    await hasher.hash('correct horse battery', salt());
    done = true;
    expect(turns).toBeGreaterThan(100);
  });

  it('answers a malformed stored hash with an error, not a hang', async () => {
    await expect(hasher.verify('x', 'not-a-hash')).rejects.toThrow();
  });
});
