import { asc, eq, sql } from 'drizzle-orm';
import type { TaskPage } from '@rehearse/contracts/tasks';
import type { Db } from '../../db/db';
import { tasks } from '../../db/schema/tasks';
import { toTask } from './tasks.service';

// One slice of the user's list in order, with the totals the screen shows
// (docs/decisions/065-tasks-screen.md). The slice walks tasks_user_order_idx, so reading the
// first page costs the same at 100,000 tasks as at 100; a deep offset skips index entries only.
// Positions are offset + index: the same 0..n-1 that GET all answers.
export async function listTaskPage(
  db: Db,
  userId: string,
  offset: number,
  limit: number,
): Promise<TaskPage> {
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.order), asc(tasks.id))
    .offset(offset)
    .limit(limit);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      remaining: sql<number>`(count(*) filter (where ${tasks.type} = 'task' and not ${tasks.completed}))::int`,
    })
    .from(tasks)
    .where(eq(tasks.userId, userId));
  return {
    tasks: rows.map((row, index) => toTask(row, offset + index)),
    total: counts.total,
    remaining: counts.remaining,
  };
}
