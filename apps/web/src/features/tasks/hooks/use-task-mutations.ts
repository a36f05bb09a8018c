import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Task, TaskTag, TaskType } from '@rehearse/contracts/tasks';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import {
  insertRow,
  mapRows,
  moveRow,
  removeRow,
  replaceRow,
  type TaskListData,
} from '../api/task-list-cache';
import {
  createTask,
  createTaskTag,
  deleteTask,
  deleteTaskTag,
  renameTaskTag,
  saveTaskOrder,
  taskKeys,
  updateTask,
  type TaskChanges,
} from '../api/tasks.queries';

type Snapshot = [QueryKey, unknown][];
type ErrorKey = `tasks.errors.${'save' | 'move' | 'create' | 'delete' | 'tag'}`;

// Every change shows at once; a refusal puts every cached tasks query back as it was and says
// why in an error toast (docs/decisions/060-demo-area-screens.md).
function useTaskCache() {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return {
    client,
    async snapshot(): Promise<Snapshot> {
      await client.cancelQueries({ queryKey: taskKeys.all });
      return client.getQueriesData({ queryKey: taskKeys.all });
    },
    rollBack(saved: Snapshot | undefined, error: unknown, messageKey: ErrorKey) {
      for (const [key, data] of saved ?? []) client.setQueryData(key, data);
      toast({ severity: 'error', message: t(messageKey, { error: errorText(error) }) });
    },
    setList(change: (data: TaskListData) => TaskListData) {
      client.setQueryData<TaskListData>(taskKeys.list(), (data) => data && change(data));
    },
    setSearches(change: (tasks: Task[]) => Task[]) {
      client.setQueriesData<Task[]>(
        { queryKey: [...taskKeys.all, 'search'] },
        (tasks) => tasks && change(tasks),
      );
    },
  };
}

type Update = { task: Task; changes: TaskChanges };

export function useUpdateTask() {
  const cache = useTaskCache();
  const put = (task: Task) => {
    cache.setList((data) => replaceRow(data, task));
    cache.setSearches((tasks) => tasks.map((row) => (row.id === task.id ? task : row)));
    cache.client.setQueryData(taskKeys.task(task.id), task);
  };
  const updateKey = [...taskKeys.all, 'update'];
  // Another save of the same task still on its way: its answer will be the newer one.
  const newerPending = (own: Update) =>
    cache.client
      .getMutationCache()
      .findAll({ mutationKey: updateKey, status: 'pending' })
      .some((m) => {
        const other = m.state.variables as Update | undefined;
        return other !== undefined && other !== own && other.task.id === own.task.id;
      });
  return useMutation({
    mutationKey: updateKey,
    mutationFn: ({ task, changes }: Update) => updateTask(task.id, changes),
    onMutate: async ({ task, changes }) => {
      const saved = await cache.snapshot();
      // Two quick changes both build on the latest copy, not on what the panel last drew.
      const latest = cache.client.getQueryData<Task>(taskKeys.task(task.id)) ?? task;
      put({ ...latest, ...changes });
      return saved;
    },
    // The answer replaces the shown task unless a later change of it is still being saved, so a
    // slow answer never takes back what the user typed since.
    onSuccess: (task, update) => {
      if (!newerPending(update)) put(task);
    },
    onError: (error, _vars, saved) => cache.rollBack(saved, error, 'tasks.errors.save'),
  });
}

type Move = { ids: string[]; saved: Snapshot };

// A move is applied to the cached list at once (useApplyMove) and then saved. Saves run one at a
// time, in the order the user made the moves, so each PATCH order starts from the order the
// previous one left.
export function useMoveTask() {
  const cache = useTaskCache();
  return useMutation({
    scope: { id: 'tasks-order' },
    mutationFn: ({ ids }: Move) => saveTaskOrder(ids),
    onError: (error, { saved }) => {
      cache.rollBack(saved, error, 'tasks.errors.move');
      void cache.client.invalidateQueries({ queryKey: taskKeys.list() });
    },
  });
}

// Moves the row at `from` to `to` in the cached list; answers what to save, or null when nothing
// moves.
export function useApplyMove() {
  const client = useQueryClient();
  return (from: number, to: number): Move | null => {
    const data = client.getQueryData<TaskListData>(taskKeys.list());
    if (!data || from === to) return null;
    const moved = moveRow(data, from, to);
    if (!moved) return null;
    client.setQueryData(taskKeys.list(), moved.data);
    return { ids: moved.ids, saved: [[taskKeys.list(), data]] };
  };
}

export function useCreateTask() {
  const cache = useTaskCache();
  return useMutation({
    scope: { id: 'tasks-order' },
    mutationFn: (type: TaskType) => createTask(type),
    onSuccess: (task) => {
      cache.setList((data) => insertRow(data, task));
      cache.client.setQueryData(taskKeys.task(task.id), task);
      void cache.client.invalidateQueries({ queryKey: [...taskKeys.all, 'search'] });
    },
    onError: (error) => cache.rollBack([], error, 'tasks.errors.create'),
  });
}

export function useDeleteTask() {
  const cache = useTaskCache();
  return useMutation({
    scope: { id: 'tasks-order' },
    mutationFn: (task: Task) => deleteTask(task.id),
    onMutate: async (task) => {
      const saved = await cache.snapshot();
      cache.setList((data) => removeRow(data, task.id));
      cache.setSearches((tasks) => tasks.filter((row) => row.id !== task.id));
      return saved;
    },
    onSuccess: (_done, task) => cache.client.removeQueries({ queryKey: taskKeys.task(task.id) }),
    onError: (error, _task, saved) => cache.rollBack(saved, error, 'tasks.errors.delete'),
  });
}

const setTags = (cache: ReturnType<typeof useTaskCache>, change: (tags: TaskTag[]) => TaskTag[]) =>
  cache.client.setQueryData<TaskTag[]>(taskKeys.tags(), (tags) => tags && change(tags));

export function useCreateTaskTag() {
  const cache = useTaskCache();
  return useMutation({
    mutationFn: (title: string) => createTaskTag(title),
    onSuccess: (tag) => setTags(cache, (tags) => [...tags, tag]),
    onError: (error) => cache.rollBack([], error, 'tasks.errors.tag'),
  });
}

export function useRenameTaskTag() {
  const cache = useTaskCache();
  return useMutation({
    mutationFn: (tag: TaskTag) => renameTaskTag(tag.id, tag.title),
    onMutate: async (tag) => {
      const saved = await cache.snapshot();
      setTags(cache, (tags) => tags.map((row) => (row.id === tag.id ? tag : row)));
      return saved;
    },
    onError: (error, _tag, saved) => cache.rollBack(saved, error, 'tasks.errors.tag'),
  });
}

// Deleting a tag strips it from every task on the server; the cached tasks follow.
export function useDeleteTaskTag() {
  const cache = useTaskCache();
  return useMutation({
    mutationFn: (tag: TaskTag) => deleteTaskTag(tag.id),
    onMutate: async (tag) => {
      const saved = await cache.snapshot();
      const strip = (task: Task) =>
        task.tags.includes(tag.id)
          ? { ...task, tags: task.tags.filter((id) => id !== tag.id) }
          : task;
      setTags(cache, (tags) => tags.filter((row) => row.id !== tag.id));
      cache.setList((data) => mapRows(data, strip));
      cache.setSearches((tasks) => tasks.map(strip));
      for (const [key, task] of cache.client.getQueriesData<Task>({
        queryKey: [...taskKeys.all, 'task'],
      })) {
        if (task) cache.client.setQueryData(key, strip(task));
      }
      return saved;
    },
    onError: (error, _tag, saved) => cache.rollBack(saved, error, 'tasks.errors.tag'),
  });
}
