import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { demoAccountHooks } from './app';
import { openPglite } from './db/client';
import { pgliteExtensions } from './db/pglite-extensions';
import { seedReferenceData } from './db/seed/reference-data';
import { ensureDemoAccounts } from './demo-accounts';
import { createMemoryRecordingStore, type RecordingStore } from './platform/recording-store';
import {
  SHIPPED_INDEX_FILE,
  SHIPPED_OBJECTS_DIR,
  shippedObjectPath,
  type ObjectSpace,
  type ShippedIndex,
} from './browser/shipped-objects';

// What `npm run build:demo` makes in Node (docs/decisions/077-demo-mode.md): the demo's database
// (initdb, migrations, reference data, the demo accounts with their samples) as a data-dir
// tarball, so the browser never runs initdb or the migrator (which reads its SQL files with
// node:fs); and every object the seeding wrote (the sample candidates' recorded answers) under
// demo-objects/ beside it, with an index, for the browser's object store to fetch on first use.
// The rows in the dump name those objects by the keys they were saved under here.
export async function buildDemoDatabase(dumpFile: string): Promise<ShippedIndex> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = openPglite(client);
  const stores: Record<ObjectSpace, RecordingStore> = {
    recordings: createMemoryRecordingStore(),
    // No demo seeding uploads files today; kept so the index has both spaces.
    files: createMemoryRecordingStore(),
  };
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await ensureDemoAccounts(database.db, demoAccountHooks, stores.recordings);
    const dump = await client.dumpDataDir('gzip');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return writeShippedObjects(dirname(dumpFile), stores);
}

async function writeShippedObjects(
  buildDir: string,
  stores: Record<ObjectSpace, RecordingStore>,
): Promise<ShippedIndex> {
  const index: ShippedIndex = {
    version: 1,
    builtAt: new Date().toISOString(),
    objects: { recordings: {}, files: {} },
  };
  // Only this build's objects: an earlier build's keys name rows that no longer exist.
  await rm(join(buildDir, SHIPPED_OBJECTS_DIR), { recursive: true, force: true });
  for (const space of Object.keys(stores) as ObjectSpace[]) {
    const store = stores[space];
    await mkdir(join(buildDir, SHIPPED_OBJECTS_DIR, space), { recursive: true });
    // Every key the seeding saved (the memory store lists all of them for a time to come).
    for (const key of await store.listKeys(new Date(Date.now() + 60_000))) {
      const bytes = new Uint8Array(await new Response(await store.open(key)).arrayBuffer());
      await writeFile(join(buildDir, shippedObjectPath(space, key)), bytes);
      index.objects[space][key] = bytes.byteLength;
    }
  }
  await writeFile(
    join(buildDir, SHIPPED_OBJECTS_DIR, SHIPPED_INDEX_FILE),
    `${JSON.stringify(index)}\n`,
  );
  return index;
}
