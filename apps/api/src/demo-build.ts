import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { demoAccountHooks } from './app';
import { openPglite } from './db/client';
import type { Db } from './db/db';
import { pgliteExtensions } from './db/pglite-extensions';
import { fileManagerItems } from './db/schema/file-manager';
import { recordings } from './db/schema/recordings';
import { walkthroughVideos } from './db/schema/support';
import { seedReferenceData } from './db/seed/reference-data';
import { ensureDemoAccounts } from './demo-accounts';
import { createMemoryRecordingStore, type RecordingStore } from './platform/recording-store';
import {
  SHIPPED_INDEX_FILE,
  SHIPPED_OBJECTS_DIR,
  shippedFilePath,
  type ObjectSpace,
  type ShippedIndex,
} from './browser/shipped-objects';

// What `npm run build:demo` makes in Node (docs/decisions/077-demo-mode.md): the demo's database
// (initdb, migrations, reference data, the demo accounts with their samples) as a data-dir
// tarball, so the browser never runs initdb or the migrator (which reads its SQL files with
// node:fs); and every object the seeding wrote (the sample candidates' recorded answers) under
// demo-objects/ beside it, with an index, for the browser's object store to fetch on first use.

type ShippedObject = { space: ObjectSpace; key: string; bytes: Uint8Array; sha256: string };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

// The seeding saves under random uuids, as on the server. The shipped keys are made from the
// bytes instead (the n-th object with these bytes), so a rebuild with the same samples ships the
// same keys: a visitor's database from an earlier build still finds its recordings.
function stableKey(space: ObjectSpace, bytesSha256: string, occurrence: number): string {
  const hex = sha256(`${space}:${bytesSha256}:${occurrence}`);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

// Every object in the stores, under its stable key, in the order it was saved.
async function collectObjects(
  stores: Record<ObjectSpace, RecordingStore>,
): Promise<{ object: ShippedObject; savedAs: string }[]> {
  const collected: { object: ShippedObject; savedAs: string }[] = [];
  for (const space of Object.keys(stores) as ObjectSpace[]) {
    const store = stores[space];
    const seen = new Map<string, number>();
    // The memory store lists every key (in the order saved) for a time to come.
    for (const savedAs of await store.listKeys(new Date(Date.now() + 60_000))) {
      const bytes = new Uint8Array(await new Response(await store.open(savedAs)).arrayBuffer());
      const digest = sha256(bytes);
      const occurrence = seen.get(digest) ?? 0;
      seen.set(digest, occurrence + 1);
      const key = stableKey(space, digest, occurrence);
      collected.push({ object: { space, key, bytes, sha256: digest }, savedAs });
    }
  }
  return collected;
}

// Points the rows at the stable keys: recordings and walkthrough videos in the recordings space,
// the file manager's items in the files space.
async function renameKeys(db: Db, collected: { object: ShippedObject; savedAs: string }[]) {
  for (const { object, savedAs } of collected) {
    if (object.space === 'files') {
      await db
        .update(fileManagerItems)
        .set({ storageKey: object.key })
        .where(eq(fileManagerItems.storageKey, savedAs));
      continue;
    }
    await db
      .update(recordings)
      .set({ storageKey: object.key })
      .where(eq(recordings.storageKey, savedAs));
    await db
      .update(walkthroughVideos)
      .set({ storageKey: object.key })
      .where(eq(walkthroughVideos.storageKey, savedAs));
  }
}

// Every byte of the dump is downloaded by every first visit (issue 21: the first signed-in screen
// in 6 s at 10 Mbit/s), so what the demo never reads is left out before dumping:
// - template0 and template1 (the app connects to `postgres` and never runs CREATE DATABASE);
// - the write-ahead log's history: VACUUM FULL and CHECKPOINT put everything in the tables, then
//   a switch to a fresh WAL segment and a second checkpoint let PostgreSQL delete the old segment
//   (wal_recycle off: a recycled segment would keep its old bytes), leaving one segment that is
//   zeros but for the checkpoint record, which gzip makes nearly nothing of.
async function shrinkForShipping(pg: PGlite) {
  for (const template of ['template0', 'template1']) {
    await pg.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
    await pg.exec(`DROP DATABASE ${template}`);
  }
  await pg.exec('VACUUM FULL');
  await pg.exec('SET wal_recycle = off');
  await pg.exec('CHECKPOINT');
  await pg.query('SELECT pg_switch_wal()');
  await pg.exec('CHECKPOINT');
}

export async function buildDemoDatabase(dumpFile: string): Promise<ShippedIndex> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = openPglite(client);
  const stores: Record<ObjectSpace, RecordingStore> = {
    recordings: createMemoryRecordingStore(),
    // No demo seeding uploads files today; kept so the index has both spaces.
    files: createMemoryRecordingStore(),
  };
  let objects: ShippedObject[];
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await ensureDemoAccounts(database.db, demoAccountHooks, stores.recordings);
    const collected = await collectObjects(stores);
    await renameKeys(database.db, collected);
    objects = collected.map(({ object }) => object);
    await shrinkForShipping(client);
    const dump = await client.dumpDataDir('gzip');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return writeShippedObjects(dirname(dumpFile), objects);
}

// One file per distinct content, named by its SHA-256 (several sample rows share an answer's
// bytes), and the index of keys.
async function writeShippedObjects(
  buildDir: string,
  objects: ShippedObject[],
): Promise<ShippedIndex> {
  const index: ShippedIndex = {
    version: 1,
    builtAt: new Date().toISOString(),
    objects: { recordings: {}, files: {} },
  };
  // Only this build's objects.
  await rm(join(buildDir, SHIPPED_OBJECTS_DIR), { recursive: true, force: true });
  await mkdir(join(buildDir, SHIPPED_OBJECTS_DIR), { recursive: true });
  const written = new Set<string>();
  for (const { space, key, bytes, sha256: digest } of objects) {
    if (!written.has(digest)) {
      await writeFile(join(buildDir, shippedFilePath(digest)), bytes);
      written.add(digest);
    }
    index.objects[space][key] = { size: bytes.byteLength, sha256: digest };
  }
  await writeFile(
    join(buildDir, SHIPPED_OBJECTS_DIR, SHIPPED_INDEX_FILE),
    `${JSON.stringify(index)}\n`,
  );
  return index;
}
