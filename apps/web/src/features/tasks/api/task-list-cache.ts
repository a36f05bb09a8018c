import type { InfiniteData } from '@tanstack/react-query';
import type { Task, TaskPage } from '@rehearse/contracts/tasks';

// The loaded part of the list as the query cache holds it: pages of GET page, read one after
// another as the user scrolls (docs/decisions/065-tasks-screen.md).
export type TaskListData = InfiniteData<TaskPage, number>;

export const rowsOf = (data: { pages: TaskPage[] } | undefined): Task[] =>
  data?.pages.flatMap((page) => page.tasks) ?? [];

const remainingDelta = (task: Task) => (task.type === 'task' && !task.completed ? 1 : 0);

// Rebuilds the pages from a changed list of the loaded rows: the pages keep their sizes (the last
// one takes what was added or removed), every row's `order` is its position again, and the
// totals move by what changed.
export function withRows(
  data: TaskListData,
  rows: Task[],
  change: { total?: number; remaining?: number } = {},
): TaskListData {
  let start = 0;
  const last = data.pages.length - 1;
  const pages = data.pages.map((page, index) => {
    const size = index === last ? rows.length - start : page.tasks.length;
    const tasks = rows
      .slice(start, start + size)
      .map((task, i) => (task.order === start + i ? task : { ...task, order: start + i }));
    start += size;
    return {
      tasks,
      total: page.total + (change.total ?? 0),
      remaining: page.remaining + (change.remaining ?? 0),
    };
  });
  return { ...data, pages };
}

// Moves the row at `from` to `to`; answers the new data and the ids the spec's PATCH order needs:
// every row down to the lower of the two places, in the new order (the tasks after it keep
// their relative order on the server).
export function moveRow(data: TaskListData, from: number, to: number) {
  const rows = [...rowsOf(data)];
  const [moved] = rows.splice(from, 1);
  if (!moved) return null;
  rows.splice(to, 0, moved);
  return {
    data: withRows(data, rows),
    ids: rows.slice(0, Math.max(from, to) + 1).map((task) => task.id),
  };
}

export const insertRow = (data: TaskListData, task: Task) =>
  withRows(data, [task, ...rowsOf(data)], { total: 1, remaining: remainingDelta(task) });

export function removeRow(data: TaskListData, id: string) {
  const rows = rowsOf(data);
  const removed = rows.find((task) => task.id === id);
  if (!removed) return data;
  return withRows(
    data,
    rows.filter((task) => task.id !== id),
    { total: -1, remaining: -remainingDelta(removed) },
  );
}

// Puts a changed task in its place (its order is the list's business, not the answer's).
export function replaceRow(data: TaskListData, task: Task) {
  const rows = rowsOf(data);
  const before = rows.find((row) => row.id === task.id);
  if (!before) return data;
  return withRows(
    data,
    rows.map((row) => (row.id === task.id ? { ...task, order: row.order } : row)),
    { remaining: remainingDelta(task) - remainingDelta(before) },
  );
}

export const mapRows = (data: TaskListData, change: (task: Task) => Task) =>
  withRows(data, rowsOf(data).map(change));
