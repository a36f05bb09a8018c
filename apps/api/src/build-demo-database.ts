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

const out = process.argv[2];
if (!out) throw new Error('Usage: tsx src/build-demo-database.ts <file.tar.gz>');
const client = await PGlite.create({ extensions: pgliteExtensions });
const database = openPglite(client);
await database.migrate();
await seedReferenceData(database.db);
await ensureDemoAccounts(database.db, demoAccountHooks, createMemoryRecordingStore());
await shrinkForShipping(client);
const dump = await client.dumpDataDir('gzip');
await writeFile(out, Buffer.from(await dump.arrayBuffer()));
await database.close();
