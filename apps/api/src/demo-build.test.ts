import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { isNotNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './db/pglite-extensions';
import { fileManagerItems } from './db/schema/file-manager';
import { recordings } from './db/schema/recordings';
import { walkthroughVideos } from './db/schema/support';
import { buildDemoDatabase } from './demo-build';
import type { ShippedIndex } from './browser/shipped-objects';

const dir = await mkdtemp(join(tmpdir(), 'rehearse-demo-build-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

// The storage keys the rows of a dump name, as the browser loads it.
async function keysInDump(dumpFile: string) {
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    loadDataDir: new Blob([await readFile(dumpFile)]),
  });
  const db = drizzle({ client });
  const recorded = await db.select({ key: recordings.storageKey }).from(recordings);
  const walkthroughs = await db
    .select({ key: walkthroughVideos.storageKey })
    .from(walkthroughVideos)
    .where(isNotNull(walkthroughVideos.storageKey));
  const files = await db
    .select({ key: fileManagerItems.storageKey })
    .from(fileManagerItems)
    .where(isNotNull(fileManagerItems.storageKey));
  await client.close();
  return {
    recordings: [...recorded, ...walkthroughs].map((row) => row.key!),
    files: files.map((row) => row.key!),
  };
}

describe('the demo build', () => {
  // Whole builds: initdb, the migrations and every demo account's samples, twice (a minute or
  // more on a busy machine).
  it(
    'ships the bytes of every stored object a row of its dump names, under keys a rebuild keeps',
    { timeout: 300_000 },
    async () => {
      const dumpFile = join(dir, 'demo-db.tar.gz');
      const index = await buildDemoDatabase(dumpFile);
      const rows = await keysInDump(dumpFile);
      const onDisk = JSON.parse(
        await readFile(join(dir, 'demo-objects/index.json'), 'utf8'),
      ) as ShippedIndex;
      expect(onDisk).toEqual(index);

      // The sample candidates' answers are there, each row with a key of its own.
      expect(rows.recordings.length).toBeGreaterThan(10);
      expect(new Set(rows.recordings).size).toBe(rows.recordings.length);
      // Every key a row names is shipped, and nothing else.
      for (const space of ['recordings', 'files'] as const) {
        expect(Object.keys(index.objects[space]).sort()).toEqual([...rows[space]].sort());
      }
      // Each listed file holds bytes of the listed size and hash; the samples are WebM files.
      const listed = [
        ...Object.values(index.objects.recordings),
        ...Object.values(index.objects.files),
      ];
      for (const { size, sha256 } of listed) {
        const bytes = await readFile(join(dir, 'demo-objects', sha256));
        expect(bytes.byteLength).toBe(size);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
      }
      const first = await readFile(join(dir, 'demo-objects', listed[0]!.sha256));
      expect([...first.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      // One file per distinct content (rows share a sample answer's bytes).
      const distinct = new Set(listed.map((object) => object.sha256));
      expect(distinct.size).toBeLessThan(listed.length);
      expect((await readdir(join(dir, 'demo-objects'))).sort()).toEqual(
        [...distinct, 'index.json'].sort(),
      );

      // A rebuild ships the same keys, so a database from the earlier build finds its recordings.
      const again = join(dir, 'again');
      await rm(again, { recursive: true, force: true });
      await mkdir(again);
      const rebuilt = await buildDemoDatabase(join(again, 'demo-db.tar.gz'));
      expect(rebuilt.objects).toEqual(index.objects);
    },
  );
});
