import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { demoAccountHooks } from './app';
import { openPglite } from './db/client';
import { pgliteExtensions } from './db/pglite-extensions';
import { seedReferenceData } from './db/seed/reference-data';
import { ensureDemoAccounts } from './demo-accounts';
import { createMemoryRecordingStore } from './platform/recording-store';

// Build step of `npm run build:demo` (docs/decisions/077-demo-mode.md): the demo's database made
// here in Node (initdb, migrations, reference data, the demo accounts with their samples) and
// shipped as a data-dir tarball, so the browser never runs initdb or the migrator (which reads
// its SQL files with node:fs). Recordings the samples write go to a memory store and are lost:
// the demo starts without sample recordings until they are persisted in IndexedDB.
const out = process.argv[2];
if (!out) throw new Error('Usage: tsx src/build-demo-database.ts <file.tar.gz>');
const client = await PGlite.create({ extensions: pgliteExtensions });
const database = openPglite(client);
await database.migrate();
await seedReferenceData(database.db);
await ensureDemoAccounts(database.db, demoAccountHooks, createMemoryRecordingStore());
const dump = await client.dumpDataDir('gzip');
await writeFile(out, Buffer.from(await dump.arrayBuffer()));
await database.close();
