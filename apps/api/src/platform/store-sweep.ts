import type { Logger } from './logger';
import type { RecordingStore } from './recording-store';

const HOUR = 3600 * 1000;
// A file is written until its upload ends, and Node ends a request that takes longer than its
// requestTimeout (5 minutes): a file an hour old without a row can no longer get one.
export const SWEEP_GRACE_MS = HOUR;
export const SWEEP_INTERVAL_MS = HOUR;
const BATCH = 500;
// Enough keys in a log line to find the files; the count says how many there were.
const LOGGED_KEYS = 50;

// Removes the stored files that no row owns (`ownedKeys` says which of a batch are owned) and
// were last written more than `graceMs` before `now`: what an upload broken off by a crash (or a
// kill -9) left before its row was inserted. Answers the removed keys.
export async function sweepUnownedKeys(
  store: Pick<RecordingStore, 'listKeys' | 'remove'>,
  ownedKeys: (keys: string[]) => Promise<Set<string>>,
  now: Date,
  graceMs = SWEEP_GRACE_MS,
): Promise<string[]> {
  const candidates = await store.listKeys(new Date(now.getTime() - graceMs));
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const owned = await ownedKeys(batch);
    const unowned = batch.filter((key) => !owned.has(key));
    await Promise.all(unowned.map((key) => store.remove(key)));
    removed.push(...unowned);
  }
  return removed;
}

export type StoreSweeper = { stop: () => Promise<void> };

// Runs `sweep` now and then every `intervalMs`, one sweep at a time, logging what it removed
// (`what`: "recording files", "uploaded files"). The timer does not keep the process alive;
// stop() clears it and waits for a sweep under way, so the database can close.
export function startStoreSweeper(options: {
  what: string;
  sweep: () => Promise<string[]>;
  logger: Logger;
  intervalMs?: number;
}): StoreSweeper {
  const { what, logger } = options;
  let running = Promise.resolve();
  const sweep = async () => {
    try {
      const removed = await options.sweep();
      if (removed.length) {
        logger.info(`removed ${what} without a row`, {
          count: removed.length,
          keys: removed.slice(0, LOGGED_KEYS),
        });
      }
    } catch (error) {
      logger.error(`sweep of ${what} failed`, { error: String(error) });
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
