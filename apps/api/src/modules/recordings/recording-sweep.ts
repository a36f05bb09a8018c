import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';
import { recordings } from '../../db/schema/recordings';
import { walkthroughVideos } from '../../db/schema/support';
import type { Logger } from '../../platform/logger';
import type { RecordingStore } from '../../platform/recording-store';
import {
  startStoreSweeper,
  sweepUnownedKeys,
  SWEEP_GRACE_MS,
  type StoreSweeper,
} from '../../platform/store-sweep';

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

// Removes the recording files that nothing owns and were last written more than `graceMs` before
// `now`: what an upload broken off by a crash left behind. Answers the removed keys.
export const sweepUnownedRecordingFiles = (
  db: Db,
  store: RecordingStore,
  now: Date,
  graceMs = SWEEP_GRACE_MS,
): Promise<string[]> => sweepUnownedKeys(store, (keys) => ownedKeys(db, keys), now, graceMs);

// Sweeps now and then every `intervalMs` (platform/store-sweep.ts).
export function startRecordingSweeper(options: {
  db: Db;
  store: RecordingStore;
  logger: Logger;
  intervalMs?: number;
  graceMs?: number;
}): StoreSweeper {
  const { db, store, logger, intervalMs, graceMs } = options;
  return startStoreSweeper({
    what: 'recording files',
    sweep: () => sweepUnownedRecordingFiles(db, store, new Date(), graceMs),
    logger,
    intervalMs,
  });
}
