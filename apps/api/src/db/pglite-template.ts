import { PGlite } from '@electric-sql/pglite';
import { openPglite } from './client';
import { pgliteExtensions } from './pglite-extensions';
import { seedReferenceData } from './seed/reference-data';

// A migrated PGlite cluster with the shared reference data, as a data-dir tarball. Starting a
// new database from it skips initdb (seconds) and the first migration; the server still
// migrates afterwards, so an older template is only slower, never wrong. It holds no secrets
// and no accounts: those are created per installation at first start.
export async function createPgliteTemplate(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = openPglite(client);
  await database.migrate();
  await seedReferenceData(database.db);
  const dump = await client.dumpDataDir(compression);
  await database.close();
  return dump;
}
