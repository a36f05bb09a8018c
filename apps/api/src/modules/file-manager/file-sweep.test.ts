import { readdir, writeFile, utimes, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { signUpAndIn, useTestApp } from '../../../test/test-app';
import { sweepUnownedFiles } from './file-sweep';

const { app, db, files, filesDir } = await useTestApp();

it('removes old files without a row, and keeps owned and recent ones', async () => {
  const { token } = await signUpAndIn(app);
  const res = await app.request('/api/apps/file-manager/upload?name=kept.txt', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    body: 'kept',
  });
  expect(res.status).toBe(201);
  // What a kill -9 mid-upload leaves: bytes under a key no row names.
  await mkdir(filesDir, { recursive: true });
  const orphan = crypto.randomUUID();
  const recent = crypto.randomUUID();
  await writeFile(join(filesDir, orphan), 'half');
  await writeFile(join(filesDir, recent), 'still coming');
  const old = new Date(Date.now() - 2 * 3600 * 1000);
  await utimes(join(filesDir, orphan), old, old);
  for (const name of await readdir(filesDir)) {
    if (name !== orphan && name !== recent) await utimes(join(filesDir, name), old, old);
  }
  expect(await sweepUnownedFiles(db, files, new Date())).toEqual([orphan]);
  const left = await readdir(filesDir);
  expect(left).toHaveLength(2);
  expect(left).toContain(recent);
  expect(left).not.toContain(orphan);
});
