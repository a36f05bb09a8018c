import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';
import { recordings } from '../../db/schema/recordings';
import { walkthroughVideos } from '../../db/schema/support';
import type { Logger } from '../../platform/logger';
import type { RecordingStore } from '../../platform/recording-store';
import { removeFiles } from '../../domain/recordings';

const HOUR = 3600 * 1000;
// A file is written until its upload ends, and Node ends a request that takes longer than its
// requestTimeout (5 minutes): a file an hour old without a row can no longer get one.
export const SWEEP_GRACE_MS = HOUR;
export const SWEEP_INTERVAL_MS = HOUR;
const BATCH = 500;
// Enough keys in a log line to find the files; the count says how many there were.
const LOGGED_KEYS = 50;

// Of `keys`, those that a recording or a walkthrough video owns. One statement, so a file that
// moves from one to the other in a transaction (a walkthrough taking an upload) is seen owned.
async function ownedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select ${recordings.storageKey} as key from ${recordings}
        where ${recordings.storageKey} in (${list})
        union
        select ${walkthroughVideos.storageKey} from ${walkthroughVideos}
        where ${walkthroughVideos.storageKey} in (${list})`,
  );
  return new Set(rows.map((row) => row.key));
}

// Removes the stored files that nothing owns and were last written more than `graceMs` before
// `now`: what an upload broken off by a crash left behind. Answers the removed keys.
export async function sweepUnownedRecordingFiles(
  db: Db,
  store: RecordingStore,
  now: Date,
  graceMs = SWEEP_GRACE_MS,
): Promise<string[]> {
  const candidates = await store.listKeys(new Date(now.getTime() - graceMs));
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const owned = await ownedKeys(db, batch);
    const unowned = batch.filter((key) => !owned.has(key));
    await removeFiles(store, unowned);
    removed.push(...unowned);
  }
  return removed;
}

export type RecordingSweeper = { stop: () => Promise<void> };

// Sweeps now and then every `intervalMs`, one sweep at a time. The timer does not keep the
// process alive; stop() clears it and waits for a sweep under way, so the database can close.
export function startRecordingSweeper(options: {
  db: Db;
  store: RecordingStore;
  logger: Logger;
  intervalMs?: number;
  graceMs?: number;
}): RecordingSweeper {
  const { db, store, logger } = options;
  let running = Promise.resolve();
  const sweep = async () => {
    try {
      const removed = await sweepUnownedRecordingFiles(db, store, new Date(), options.graceMs);
      if (removed.length) {
        logger.info('removed recording files without a row', {
          count: removed.length,
          keys: removed.slice(0, LOGGED_KEYS),
        });
      }
    } catch (error) {
      logger.error('recording sweep failed', { error: String(error) });
    }
  };
  const run = () => {
    running = running.then(sweep);
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
