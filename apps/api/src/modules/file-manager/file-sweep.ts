import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { fileManagerItems as items } from '../../db/schema/file-manager';
import type { FileStore } from '../../platform/file-store';
import type { Logger } from '../../platform/logger';
import { startStoreSweeper, sweepUnownedKeys, type StoreSweeper } from '../../platform/store-sweep';

// Of `keys`, those that a file manager item owns.
async function ownedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const owned = await db
    .select({ key: items.storageKey })
    .from(items)
    .where(inArray(items.storageKey, keys));
  return new Set(owned.flatMap((row) => (row.key ? [row.key] : [])));
}

// Removes stored files that no item owns and that were last written more than `graceMs` before
// `now`. Uploads insert their row only after the last byte is stored, so a file an upload broken
// off by a crash (or a kill -9) left never had one.
export const sweepUnownedFiles = (
  db: Db,
  store: FileStore,
  now: Date,
  graceMs?: number,
): Promise<string[]> => sweepUnownedKeys(store, (keys) => ownedKeys(db, keys), now, graceMs);

// Sweeps now and every hour (platform/store-sweep.ts).
export const startFileSweeper = (options: {
  db: Db;
  store: FileStore;
  logger: Logger;
}): StoreSweeper =>
  startStoreSweeper({
    what: 'uploaded files',
    sweep: () => sweepUnownedFiles(options.db, options.store, new Date()),
    logger: options.logger,
  });
