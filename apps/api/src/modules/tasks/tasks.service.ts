import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SubTask, Task, TaskType, UpdateTaskInput } from '@rehearse/contracts/tasks';
import { NEW_TASK_PRIORITY } from '@rehearse/contracts/tasks';
import type { Db } from '../../db/db';
import { idIs, isUuid } from '../../db/ids';
import { taskTags, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { notFound } from '../../platform/errors';
import { assertOwnedIds } from '../../platform/owned-ids';
import { containsPattern } from '../../db/like';

type TaskRow = typeof tasks.$inferSelect;

const TASK_NOT_FOUND = 'No task with this id';

// `order` as answered is the task's position 0..n-1, computed when reading; the stored column is
// a sparse rank (it may be negative or have gaps), so inserting at the top or deleting touches
// one row instead of renumbering every task.
export const toTask = (row: TaskRow, position: number): Task => ({
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
  order: position,
});

// Serialises the changes of one user's task order (insert, delete, reorder): each runs in a
// transaction that first takes this row lock, so two of them never renumber from the same
// snapshot. NO KEY UPDATE does not block inserts that merely reference the user.
async function lockTaskOrder(db: Db, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

const position = sql<number>`(row_number() over (order by ${tasks.order}, ${tasks.id}) - 1)::int`;

// The position of one task: how many of the user's tasks come before it.
async function positionOf(db: Db, row: TaskRow): Promise<number> {
  const [{ before }] = await db
    .select({ before: sql<number>`count(*)::int` })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, row.userId),
        sql`(${tasks.order}, ${tasks.id}) < (${row.order}, ${row.id})`,
      ),
    );
  return before;
}

export async function listTasks(db: Db, userId: string): Promise<Task[]> {
  const rows = await db
    .select({ row: tasks, position })
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.order), asc(tasks.id));
  return rows.map((r) => toTask(r.row, r.position));
}

// Case-insensitive "contains" on title and notes; an empty query answers every task.
export async function searchTasks(db: Db, userId: string, query = ''): Promise<Task[]> {
  const text = query.trim();
  if (!text) return listTasks(db, userId);
  const pattern = containsPattern(text);
  // Positions are counted over all the user's tasks, before the search narrows them.
  const ranked = db
    .select({ id: tasks.id, position: position.as('position') })
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .as('ranked');
  const rows = await db
    .select({ row: tasks, position: ranked.position })
    .from(tasks)
    .innerJoin(ranked, eq(ranked.id, tasks.id))
    .where(
      and(eq(tasks.userId, userId), or(ilike(tasks.title, pattern), ilike(tasks.notes, pattern))),
    )
    .orderBy(asc(tasks.order), asc(tasks.id));
  return rows.map((r) => toTask(r.row, r.position));
}

export async function getTask(db: Db, userId: string, id: string): Promise<Task> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), idIs(tasks.id, id)));
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toTask(row, await positionOf(db, row));
}

// A blank task or section at the top (order 0); the others move down keeping their order.
export async function createTask(db: Db, userId: string, type: TaskType): Promise<Task> {
  return db.transaction(async (tx) => {
    await lockTaskOrder(tx, userId);
    // One below the current first rank: the others keep theirs and all move down by one.
    const [row] = await tx
      .insert(tasks)
      .values({
        userId,
        type,
        title: '',
        notes: null,
        priority: NEW_TASK_PRIORITY,
        order: sql`(select coalesce(min(${tasks.order}), 0) - 1 from ${tasks} where ${tasks.userId} = ${userId})`,
      })
      .returning();
    return toTask(row, 0);
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
      .where(and(eq(tasks.userId, userId), idIs(tasks.id, id)))
      .returning();
    if (!row) throw notFound(TASK_NOT_FOUND);
    return toTask(row, await positionOf(tx, row));
  });
}

// Deleting needs no renumbering: positions are counted when reading, so they stay 0..n-1.
export async function deleteTask(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await lockTaskOrder(tx, userId);
    const removed = await tx
      .delete(tasks)
      .where(and(eq(tasks.userId, userId), idIs(tasks.id, id)))
      .returning({ id: tasks.id });
    if (removed.length === 0) throw notFound(TASK_NOT_FOUND);
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
      throw notFound(`No task with id ${ids.find((id) => !known.has(id))}`);
    }
    // The given tasks take the ranks just below every other task's, in the given sequence;
    // the others keep theirs. Only the given rows are written.
    const idList = `{${ids.join(',')}}`;
    await tx.execute(sql`
      update ${tasks} as t set "order" = base.first - ${ids.length} + g.pos::int - 1
      from unnest(${idList}::uuid[]) with ordinality as g(id, pos),
        (select coalesce(min("order"), 0) as first from ${tasks}
          where user_id = ${userId} and not (id = any(${idList}::uuid[]))) as base
      where t.id = g.id and t.user_id = ${userId}`);
    return listTasks(tx, userId);
  });
}
