import { describeError } from './log-redaction';
import type { Logger } from './logger';

// Work an answer does not wait for (e.g. resolving a password-reset request). A failure is
// logged, never thrown at a caller; tests and shutdown await `idle()`.
export type BackgroundTasks = {
  run: (name: string, task: () => Promise<unknown>) => void;
  idle: () => Promise<void>;
};

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      // A timer, not a microtask: the answer is on its way before the work starts, so its
      // duration cannot depend on the work (on PGlite queries run on this thread).
      const done: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, 0))
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => {
            logger.error('background task failed', { task: name, ...describeError(err) });
          },
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      // Tasks may queue more tasks; wait until none is left.
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
