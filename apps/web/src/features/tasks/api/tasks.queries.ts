import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  taskListSchema,
  taskPageSchema,
  taskSchema,
  taskTagListSchema,
  taskTagSchema,
  type Task,
  type TaskType,
  type UpdateTaskInput,
} from '@rehearse/contracts/tasks';
import { apiClient } from '../../../lib/api-client';

// The Tasks app's calls (demo-areas.md §7, prefix /api/apps/tasks) and the page call beside
// them (docs/decisions/065-tasks-screen.md).
const BASE = '/api/apps/tasks';
export const TASK_PAGE_SIZE = 100;

export const taskKeys = {
  all: ['tasks'] as const,
  list: () => [...taskKeys.all, 'list'] as const,
  search: (query: string) => [...taskKeys.all, 'search', query] as const,
  task: (id: string) => [...taskKeys.all, 'task', id] as const,
  tags: () => [...taskKeys.all, 'tags'] as const,
};

export const taskListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get(`${BASE}/page`, taskPageSchema, {
        query: { offset: pageParam, limit: TASK_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    // Offsets follow what is loaded, so a page read after a local insert or delete lines up.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.tasks.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

export const taskSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: taskKeys.search(query),
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE}/search`, taskListSchema, { query: { query }, signal }),
  });

export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: taskKeys.task(id),
    queryFn: ({ signal }) => apiClient.get(`${BASE}/task`, taskSchema, { query: { id }, signal }),
  });

export const taskTagsQueryOptions = () =>
  queryOptions({
    queryKey: taskKeys.tags(),
    queryFn: ({ signal }) => apiClient.get(`${BASE}/tags`, taskTagListSchema, { signal }),
  });

// PATCH order answers every task; the screen already shows the new order, so only the status
// matters and the (possibly 100,000 rows long) answer is not checked row by row.
export const saveTaskOrder = (ids: string[]) =>
  apiClient.patch(`${BASE}/order`, z.array(z.unknown()), {
    body: { tasks: ids.map((id) => ({ id })) },
  });

export const createTask = (type: TaskType) =>
  apiClient.post(`${BASE}/task`, taskSchema, { body: { type } });

export const updateTask = (id: string, task: UpdateTaskInput) =>
  apiClient.patch(`${BASE}/task`, taskSchema, { body: { id, task } });

export const deleteTask = (id: string) =>
  apiClient.delete(`${BASE}/task`, z.literal(true), { query: { id } });

export const createTaskTag = (title: string) =>
  apiClient.post(`${BASE}/tag`, taskTagSchema, { body: { tag: { title } } });

export const renameTaskTag = (id: string, title: string) =>
  apiClient.patch(`${BASE}/tag`, taskTagSchema, { body: { id, tag: { title } } });

export const deleteTaskTag = (id: string) =>
  apiClient.delete(`${BASE}/tag`, z.literal(true), { query: { id } });

// The fields of a task the detail panel edits, as PATCH task takes them.
export type TaskChanges = Partial<
  Pick<Task, 'title' | 'notes' | 'completed' | 'dueDate' | 'priority' | 'tags' | 'subTasks'>
>;
