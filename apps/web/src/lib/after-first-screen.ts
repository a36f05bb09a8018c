// Work the first screen does not need (the post-login bookkeeping, warming caches) waits until
// that screen is on display, so that on a slow phone it does not compete with it for the
// network and the processor (docs/decisions/035-signed-in-first-screen.md).

type Task = () => void;

const queued: Task[] = [];
let shown = false;

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
};

export function afterFirstScreen(task: Task): void {
  if (shown) task();
  else queued.push(task);
}

// Called once the router has drawn its first screen (app/root-layout.tsx).
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  whenIdle(() => {
    for (const task of queued.splice(0)) task();
  });
}
