import { describe, expect, it } from 'vitest';
import type { Task, TaskPage } from '@rehearse/contracts/tasks';
import {
  insertRow,
  moveRow,
  removeRow,
  replaceRow,
  rowsOf,
  type TaskListData,
} from './task-list-cache';

const task = (id: string, fields: Partial<Task> = {}): Task => ({
  id,
  type: 'task',
  title: id,
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: 0,
  ...fields,
});

// Two loaded pages of two rows out of five tasks, four of them remaining.
const data = (): TaskListData => {
  const page = (ids: string[], from: number): TaskPage => ({
    tasks: ids.map((id, i) => task(id, { order: from + i })),
    total: 5,
    remaining: 4,
  });
  return { pages: [page(['a', 'b'], 0), page(['c', 'd'], 2)], pageParams: [0, 2] };
};
const ids = (value: TaskListData) => rowsOf(value).map((t) => t.id);
const orders = (value: TaskListData) => rowsOf(value).map((t) => t.order);

describe('the cached task list', () => {
  it('moves a row down and names every task down to its new place for PATCH order', () => {
    const moved = moveRow(data(), 0, 2)!;
    expect(ids(moved.data)).toEqual(['b', 'c', 'a', 'd']);
    expect(orders(moved.data)).toEqual([0, 1, 2, 3]);
    expect(moved.ids).toEqual(['b', 'c', 'a']);
    expect(moved.data.pages.map((p) => p.tasks.length)).toEqual([2, 2]);
  });

  it('moves a row up and names every task down to its old place', () => {
    const moved = moveRow(data(), 3, 1)!;
    expect(ids(moved.data)).toEqual(['a', 'd', 'b', 'c']);
    expect(moved.ids).toEqual(['a', 'd', 'b', 'c']);
  });

  it('inserts at the top and removes, keeping page sizes and the totals', () => {
    const added = insertRow(data(), task('n'));
    expect(ids(added)).toEqual(['n', 'a', 'b', 'c', 'd']);
    expect(orders(added)).toEqual([0, 1, 2, 3, 4]);
    expect(added.pages.map((p) => [p.tasks.length, p.total, p.remaining])).toEqual([
      [2, 6, 5],
      [3, 6, 5],
    ]);
    const removed = removeRow(added, 'b');
    expect(ids(removed)).toEqual(['n', 'a', 'c', 'd']);
    expect(removed.pages[0]).toMatchObject({ total: 5, remaining: 4 });
    const section = insertRow(data(), task('s', { type: 'section' }));
    expect(section.pages[0]).toMatchObject({ total: 6, remaining: 4 });
  });

  it('replaces a task in its place and counts a completion', () => {
    const done = replaceRow(data(), task('c', { completed: true, order: 99, title: 'C' }));
    expect(rowsOf(done)[2]).toMatchObject({ id: 'c', title: 'C', order: 2 });
    expect(done.pages[1]).toMatchObject({ remaining: 3, total: 5 });
  });
});
