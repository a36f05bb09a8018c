import type { Db } from '../db';
import { taskTags, tasks } from '../schema/tasks';
import type { NewAccount } from '../../platform/account-hooks';
import { TASK_SEEDS, TASK_TAG_TITLES, type TaskTagTitle } from './data/tasks.data';

const DAY_MS = 86_400_000;

// The task tags and the sample tasks and sections (orders 0..n-1), in two inserts.
export async function seedTasks(db: Db, account: NewAccount): Promise<void> {
  const tagRows = TASK_TAG_TITLES.map((title, i) => ({
    id: crypto.randomUUID(),
    userId: account.userId,
    sample: true,
    title,
    // Distinct times keep the tags in this order (the list is sorted by creation).
    createdAt: new Date(account.createdAt.getTime() + i),
  }));
  await db.insert(taskTags).values(tagRows);
  const tagId = Object.fromEntries(tagRows.map((t) => [t.title, t.id])) as Record<
    TaskTagTitle,
    string
  >;

  await db.insert(tasks).values(
    TASK_SEEDS.map((task, order) => ({
      userId: account.userId,
      sample: true,
      type: task.type,
      title: task.title,
      notes: task.notes,
      completed: task.completed,
      dueDate:
        task.dueDays === null
          ? null
          : new Date(account.createdAt.getTime() + task.dueDays * DAY_MS),
      priority: task.priority,
      tags: task.tags.map((title) => tagId[title]),
      assignedTo: null,
      subTasks: task.subTasks.map((sub) => ({ id: crypto.randomUUID(), ...sub })),
      order,
    })),
  );
}
