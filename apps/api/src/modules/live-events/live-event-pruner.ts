import { lt } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { liveEvents } from '../../db/schema/live-events';
import type { Logger } from '../../platform/logger';

// Live events are kept a day: long enough for a laptop that slept to catch up with Last-Event-ID,
// short enough that the table stays small. Any process may prune; deleting twice is harmless.
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export async function pruneLiveEvents(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, new Date(now.getTime() - LIVE_EVENT_RETENTION_MS)))
    .returning({ id: liveEvents.id });
  return removed.length;
}

export function startLiveEventPruner(options: { db: Db; logger: Logger }) {
  const { db, logger } = options;
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        await pruneLiveEvents(db, new Date());
      } catch (error) {
        logger.error('live event pruning failed', { error: String(error) });
      }
    });
  };
  run();
  const timer = setInterval(run, PRUNE_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
