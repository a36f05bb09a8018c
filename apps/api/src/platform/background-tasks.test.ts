import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks';
import { createLogger } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('background tasks', () => {
  it('starts a task after the caller has moved on, and idle() waits for it', async () => {
    const tasks = createBackgroundTasks(createLogger('silent'));
    const seen: string[] = [];
    tasks.run('record', async () => {
      seen.push('task');
    });
    // A microtask of the caller's still runs first.
    await Promise.resolve();
    seen.push('caller');
    await tasks.idle();
    expect(seen).toEqual(['caller', 'task']);
  });

  it('logs a failed task without throwing at anyone, and waits for tasks it queues', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    const tasks = createBackgroundTasks(createLogger('error'));
    let followUp = false;
    tasks.run('first', async () => {
      tasks.run('second', async () => {
        followUp = true;
      });
      throw new Error('mail queue unavailable');
    });
    await tasks.idle();
    expect(followUp).toBe(true);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'background task failed',
        task: 'first',
        error: 'mail queue unavailable',
      }),
    ]);
  });
});
