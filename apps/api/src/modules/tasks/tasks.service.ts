import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SubTask, Task, TaskType, UpdateTaskInput } from '@rehearse/contracts/tasks';
import { NEW_TASK_PRIORITY } from '@rehearse/contracts/tasks';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { taskTags, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { AppError } from '../../platform/errors';
import { assertOwnedIds } from '../../platform/owned-ids';

type TaskRow = typeof tasks.$inferSelect;

const TASK_NOT_FOUND = 'No task with this id';

export const toTask = (row: TaskRow): Task => ({
  id: row.id,
  type: row.type,
  title: row.title,
  notes: row.notes,
  completed: row.completed,
  dueDate: row.dueDate?.toISOString() ?? null,
  priority: row.priority,
  tags: row.tags,
  assignedTo: row.assignedTo,
  subTasks: row.subTasks,
  order: row.order,
});

// Serialises the changes of one user's task order (insert, delete, reorder): each runs in a
// transaction that first takes this row lock, so two of them never renumber from the same
// snapshot. NO KEY UPDATE does not block inserts that merely reference the user.
async function lockTaskOrder(db: Db, userId: string) {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
}

// Renumbers the user's tasks 0..n-1: `leading` ids first in the given order, then the others
// by their CURRENT order (never storage order). Only rows whose order changes are written.
async function renumberTasks(db: Db, userId: string, leading: readonly string[] = []) {
  const leadingArray = `{${leading.join(',')}}`;
  await db.execute(sql`
    update ${tasks} as t set "order" = r.new_order
    from (
      select x.id,
        (row_number() over (order by g.pos nulls last, x."order", x.id) - 1)::int
          as new_order
      from ${tasks} as x
      left join unnest(${leadingArray}::uuid[]) with ordinality as g(id, pos) on g.id = x.id
      where x.user_id = ${userId}
    ) as r
    where t.id = r.id and t."order" <> r.new_order`);
}

export async function listTasks(db: Db, userId: string): Promise<Task[]> {
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.order), asc(tasks.id));
  return rows.map(toTask);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

// Case-insensitive "contains" on title and notes; an empty query answers every task.
export async function searchTasks(db: Db, userId: string, query = ''): Promise<Task[]> {
  const text = query.trim();
  if (!text) return listTasks(db, userId);
  const pattern = likePattern(text);
  const rows = await db
    .select()
    .from(tasks)
    .where(
      and(eq(tasks.userId, userId), or(ilike(tasks.title, pattern), ilike(tasks.notes, pattern))),
    )
    .orderBy(asc(tasks.order), asc(tasks.id));
  return rows.map(toTask);
}

export async function getTask(db: Db, userId: string, id: string): Promise<Task> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return toTask(row);
}

// A blank task or section at the top (order 0); the others move down keeping their order.
export async function createTask(db: Db, userId: string, type: TaskType): Promise<Task> {
  return db.transaction(async (tx) => {
    await lockTaskOrder(tx, userId);
    // -1 sorts before every current order, so renumbering puts it at 0.
    const [row] = await tx
      .insert(tasks)
      .values({ userId, type, title: '', notes: null, priority: NEW_TASK_PRIORITY, order: -1 })
      .returning({ id: tasks.id });
    await renumberTasks(tx, userId);
    return getTask(tx, userId, row.id);
  });
}

const withSubTaskIds = (subTasks: NonNullable<UpdateTaskInput['subTasks']>) =>
  subTasks.map((s): SubTask => ({
    id: s.id ?? crypto.randomUUID(),
    title: s.title,
    completed: s.completed,
  }));

// Merges the given fields into the stored task; its order changes only through PATCH order.
export async function updateTask(db: Db, userId: string, id: string, input: UpdateTaskInput) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  const { dueDate, tags, subTasks, ...rest } = input;
  return db.transaction(async (tx) => {
    const changes: Partial<typeof tasks.$inferInsert> = { ...rest, updatedAt: new Date() };
    if (dueDate !== undefined) changes.dueDate = dueDate ? new Date(dueDate) : null;
    if (subTasks !== undefined) changes.subTasks = withSubTaskIds(subTasks);
    if (tags !== undefined) {
      changes.tags = await assertOwnedIds(tx, taskTags, userId, tags, 'task.tags');
    }
    const [row] = await tx
      .update(tasks)
      .set(changes)
      .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    return toTask(row);
  });
}

// Deleting closes the gap, so orders stay 0..n-1.
export async function deleteTask(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockTaskOrder(tx, userId);
    const removed = await tx
      .delete(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
      .returning({ id: tasks.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    await renumberTasks(tx, userId);
    return true as const;
  });
}

// The given tasks take orders 0..k-1 in the given sequence; any the client left out follow in
// their current order. Answers every task sorted by the new order.
export async function reorderTasks(db: Db, userId: string, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    await lockTaskOrder(tx, userId);
    const found = ids.every(isUuid)
      ? await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.userId, userId), inArray(tasks.id, [...ids])))
      : [];
    if (found.length !== ids.length) {
      const known = new Set(found.map((t) => t.id));
      throw new AppError('NOT_FOUND', `No task with id ${ids.find((id) => !known.has(id))}`);
    }
    await renumberTasks(tx, userId, ids);
    return listTasks(tx, userId);
  });
}
