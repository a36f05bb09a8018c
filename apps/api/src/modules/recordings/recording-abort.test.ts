import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpAndIn, useTestApp } from '../../../test/test-app';

const { app, recordingsDir } = await useTestApp();
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const filesStored = async () => (await readdir(recordingsDir).catch(() => [])).length;

// Polls a condition; the deadline only bounds a hang, the assertion is on the state.
async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('an upload broken off by the client', () => {
  it('leaves no partial file behind', async () => {
    const me = await signUpAndIn(app);
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/recordings',
      headers: {
        authorization: `Bearer ${me.token}`,
        'content-type': 'audio/webm',
        'content-length': String(5 * 1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(new Uint8Array(256 * 1024));
    // The server has started writing the file...
    await until(async () => (await filesStored()) === 1, 'the upload is being written');
    // ...when the client goes away.
    req.destroy();
    await until(async () => (await filesStored()) === 0, 'the partial file is removed');
    expect(await filesStored()).toBe(0);
  });
});
