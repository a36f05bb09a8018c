import { and, asc, eq, sql } from 'drizzle-orm';
import type { TaskTag } from '@rehearse/contracts/tasks';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { taskTags, tasks } from '../../db/schema/tasks';
import { notFound } from '../../platform/errors';

const TAG_NOT_FOUND = 'No tag with this id';
const tagColumns = { id: taskTags.id, title: taskTags.title };

export async function listTaskTags(db: Db, userId: string): Promise<TaskTag[]> {
  return db
    .select(tagColumns)
    .from(taskTags)
    .where(eq(taskTags.userId, userId))
    .orderBy(asc(taskTags.createdAt), asc(taskTags.id));
}

export async function createTaskTag(db: Db, userId: string, title: string): Promise<TaskTag> {
  const [tag] = await db.insert(taskTags).values({ userId, title }).returning(tagColumns);
  return tag;
}

export async function updateTaskTag(db: Db, userId: string, id: string, title: string) {
  const [tag] = await db
    .update(taskTags)
    .set({ title })
    .where(and(eq(taskTags.userId, userId), idIs(taskTags.id, id)))
    .returning(tagColumns);
  if (!tag) throw notFound(TAG_NOT_FOUND);
  return tag;
}

// Removes the tag and strips it from every task of the user, together or not at all.
export async function deleteTaskTag(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(taskTags)
      .where(and(eq(taskTags.userId, userId), idIs(taskTags.id, id)))
      .returning({ id: taskTags.id });
    if (removed.length === 0) throw notFound(TAG_NOT_FOUND);
    await tx
      .update(tasks)
      .set({ tags: sql`array_remove(${tasks.tags}, ${id}::uuid)` })
      .where(and(eq(tasks.userId, userId), sql`${id}::uuid = any(${tasks.tags})`));
    return true as const;
  });
}
