import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import type { Task } from '@rehearse/contracts/tasks';
import { QueryErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { paths } from '../../../config/paths';
import { rowsOf } from '../api/task-list-cache';
import {
  taskListQueryOptions,
  taskSearchQueryOptions,
  taskTagsQueryOptions,
} from '../api/tasks.queries';
import {
  useApplyMove,
  useCreateTask,
  useDeleteTask,
  useMoveTask,
  useUpdateTask,
} from '../hooks/use-task-mutations';
import { TaskDetailPanel } from './task-detail-panel';
import { TaskList } from './task-list';
import { TaskListPlaceholder } from './task-list-placeholder';
import { taskTitle } from './task-row';

// The Tasks app (issue 17 §5, docs/decisions/065-tasks-screen.md): the list in order with the
// tasks remaining, search (?q=), new task and section at the top, reordering by drag (pointer or
// keyboard) or a row's menu, and the open task's panel at /apps/tasks/:taskId.
export function TasksScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() || undefined;
  const taskId = useMatch(paths.apps.tasksTask.path)?.params.taskId;

  const list = useInfiniteQuery(taskListQueryOptions());
  const found = useQuery({
    ...taskSearchQueryOptions(search ?? ''),
    enabled: search !== undefined,
  });
  const tags = useQuery(taskTagsQueryOptions());
  const tagTitles = useMemo(
    () => new Map((tags.data ?? []).map((tag) => [tag.id, tag.title])),
    [tags.data],
  );
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const move = useMoveTask();
  const applyMove = useApplyMove();

  const rows = search ? (found.data ?? []) : rowsOf(list.data);
  const shown = search ? found : list;
  const remaining = list.data?.pages[0]?.remaining;

  const hrefOf = useCallback((id: string) => paths.apps.tasksTask.getHref(id, search), [search]);
  const listHref = paths.apps.tasks.getHref(search);

  const moveRow = (from: number, to: number) => {
    const saved = applyMove(from, to);
    if (saved) move.mutate(saved);
  };

  const askDelete = async (task: Task) => {
    const answer = await confirm({
      title: t(task.type === 'section' ? 'tasks.delete.sectionTitle' : 'tasks.delete.taskTitle'),
      message: t('tasks.delete.message', { title: taskTitle(task, t) }),
      actions: { confirm: { label: t('tasks.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    if (task.id === taskId) void navigate(listHref);
    remove.mutate(task);
  };

  const add = (type: Task['type']) =>
    create.mutate(type, {
      onSuccess: (task) => void navigate(paths.apps.tasksTask.getHref(task.id)),
    });

  const loadMore = useCallback(() => void list.fetchNextPage(), [list]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 120px)', md: 'calc(100dvh - 160px)' },
        minHeight: 420,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1">{t('screens.tasks')}</Typography>
          <Typography color="text.secondary" aria-live="polite">
            {remaining === undefined ? '\u00a0' : t('tasks.remaining', { count: remaining })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => add('section')}
            disabled={create.isPending}
          >
            {t('tasks.addSection')}
          </Button>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => add('task')}
            disabled={create.isPending}
          >
            {t('tasks.addTask')}
          </Button>
        </Box>
      </Box>
      <SearchField
        value={search}
        onSearch={(q) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (q) next.set('q', q);
              else next.delete('q');
              return next;
            },
            { replace: true },
          )
        }
        label={t('tasks.search.label')}
        size="small"
        fullWidth
        maxLength={200}
        sx={{ mb: 2 }}
      />
      {search && found.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          {t('tasks.search.results', { count: found.data.length })}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ flexGrow: 1, minHeight: 0, overflow: 'hidden' }}>
        {shown.isError ? (
          <Box sx={{ p: 2 }}>
            <QueryErrorState title={t('tasks.list.loadError')} query={shown} />
          </Box>
        ) : shown.isPending ? (
          <TaskListPlaceholder />
        ) : rows.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {search ? t('tasks.empty.searchTitle', { query: search }) : t('tasks.empty.title')}
            </Typography>
            <Typography color="text.secondary">
              {search ? t('tasks.empty.searchHint') : t('tasks.empty.hint')}
            </Typography>
          </Box>
        ) : (
          <TaskList
            rows={rows}
            sortable={!search}
            hasMore={!search && list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={loadMore}
            onMove={moveRow}
            tagTitles={tagTitles}
            actionsOf={(task, index) => ({
              href: hrefOf(task.id),
              selected: task.id === taskId,
              onMoveUp: !search && index > 0 ? () => moveRow(index, index - 1) : undefined,
              onMoveDown:
                !search && index < rows.length - 1 ? () => moveRow(index, index + 1) : undefined,
              onToggle: () => update.mutate({ task, changes: { completed: !task.completed } }),
              onDelete: () => void askDelete(task),
            })}
          />
        )}
      </Paper>
      {taskId && (
        <TaskDetailPanel
          taskId={taskId}
          onClose={() => void navigate(listHref)}
          onDelete={(task) => void askDelete(task)}
        />
      )}
    </Box>
  );
}
