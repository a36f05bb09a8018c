import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { fileManagerItems as items } from '../../db/schema/file-manager';
import type { FileStore } from '../../platform/file-store';
import type { Logger } from '../../platform/logger';

const HOUR = 3600 * 1000;
// As for recordings: Node ends a request after 5 minutes, so a file an hour old without a row
// can no longer get one.
const SWEEP_GRACE_MS = HOUR;
const SWEEP_INTERVAL_MS = HOUR;
const BATCH = 500;

// Removes stored files that no item owns and that were last written more than `graceMs` before
// `now`: what an upload broken off by a crash (or a kill -9) left before its row was inserted.
// Uploads insert their row only after the last byte is stored, so such a file never had one.
export async function sweepUnownedFiles(
  db: Db,
  store: FileStore,
  now: Date,
  graceMs = SWEEP_GRACE_MS,
): Promise<string[]> {
  const candidates = await store.listKeys(new Date(now.getTime() - graceMs));
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const owned = await db
      .select({ key: items.storageKey })
      .from(items)
      .where(inArray(items.storageKey, batch));
    const ownedKeys = new Set(owned.map((row) => row.key));
    const unowned = batch.filter((key) => !ownedKeys.has(key));
    await Promise.all(unowned.map((key) => store.remove(key)));
    removed.push(...unowned);
  }
  return removed;
}

// Sweeps now and every hour, one sweep at a time; stop() waits for a sweep under way.
export function startFileSweeper(options: { db: Db; store: FileStore; logger: Logger }) {
  const { db, store, logger } = options;
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const removed = await sweepUnownedFiles(db, store, new Date());
        if (removed.length)
          logger.info('removed uploaded files without a row', { count: removed.length });
      } catch (error) {
        logger.error('file sweep failed', { error: String(error) });
      }
    });
  };
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
