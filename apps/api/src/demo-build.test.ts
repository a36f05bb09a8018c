import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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

describe('the demo build', () => {
  // A whole build: initdb, the migrations and every demo account's samples (a minute on a busy
  // machine).
  it(
    'ships the bytes of every stored object a row of its database dump names',
    { timeout: 240_000 },
    async () => {
      const dumpFile = join(dir, 'demo-db.tar.gz');
      const index = await buildDemoDatabase(dumpFile);

      // The dump as the browser loads it.
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

      // The sample candidates' answers are there to be shipped.
      expect(recorded.length).toBeGreaterThan(10);
      const onDisk = JSON.parse(
        await readFile(join(dir, 'demo-objects/index.json'), 'utf8'),
      ) as ShippedIndex;
      expect(onDisk).toEqual(index);
      const shipped = async (space: keyof ShippedIndex['objects'], key: string) => {
        const bytes = await readFile(join(dir, 'demo-objects', space, key));
        return bytes.byteLength > 0 && bytes.byteLength === index.objects[space][key];
      };
      for (const { key } of [...recorded, ...walkthroughs]) {
        expect(await shipped('recordings', key!), key!).toBe(true);
      }
      for (const { key } of files) expect(await shipped('files', key!), key!).toBe(true);
      // The samples are WebM files, byte for byte.
      const first = await readFile(join(dir, 'demo-objects/recordings', recorded[0]!.key));
      expect([...first.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      // Nothing shipped that no row names.
      expect((await readdir(join(dir, 'demo-objects/recordings'))).sort()).toEqual(
        [...new Set([...recorded, ...walkthroughs].map((row) => row.key!))].sort(),
      );
    },
  );
});
