import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Task } from '@rehearse/contracts/tasks';
import { QueryErrorState } from '../../../components/error-state';
import { rowsOf, type TaskListData } from '../api/task-list-cache';
import { taskKeys, taskQueryOptions } from '../api/tasks.queries';
import { useUpdateTask } from '../hooks/use-task-mutations';
import { TaskDetailForm } from './task-detail-form';

// A task the list already holds shows at once; the call fetches it fresh beside.
function useCachedTask(id: string): Task | undefined {
  const client = useQueryClient();
  const fromList = rowsOf(client.getQueryData<TaskListData>(taskKeys.list())).find(
    (task) => task.id === id,
  );
  if (fromList) return fromList;
  for (const [, tasks] of client.getQueriesData<Task[]>({
    queryKey: [...taskKeys.all, 'search'],
  })) {
    const found = tasks?.find((task) => task.id === id);
    if (found) return found;
  }
  return undefined;
}

// The task of the address (/apps/tasks/:taskId) in a panel over the list's right side, the whole
// screen on a phone. Escape or Close goes back to the list.
export function TaskDetailPanel({
  taskId,
  onClose,
  onDelete,
}: {
  taskId: string;
  onClose: () => void;
  onDelete: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const cached = useCachedTask(taskId);
  const query = useQuery({ ...taskQueryOptions(taskId), initialData: cached });
  const update = useUpdateTask();
  const task = query.data;

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('tasks.detail.panel'),
          sx: { width: { xs: '100%', sm: 480 }, maxWidth: '100%' },
        },
      }}
    >
      {task ? (
        <TaskDetailForm
          key={task.id}
          task={task}
          onChange={(changes) => update.mutate({ task, changes })}
          onDelete={() => onDelete(task)}
          onClose={onClose}
        />
      ) : query.isError ? (
        <Box sx={{ p: 3 }}>
          <QueryErrorState title={t('tasks.detail.loadError')} query={query} />
        </Box>
      ) : (
        <Box
          sx={{ p: 3, display: 'grid', gap: 2 }}
          aria-busy="true"
          aria-label={t('tasks.detail.loading')}
        >
          <Skeleton variant="text" width="40%" height={36} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      )}
    </Drawer>
  );
}
