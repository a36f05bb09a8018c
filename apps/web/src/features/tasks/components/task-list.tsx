import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@rehearse/contracts/tasks';
import { TaskRow, taskTitle, type RowActions } from './task-row';
import { measuredBeforeDragging } from '../../../lib/drag-measuring';

const ROW_HEIGHT = 57;

type Props = {
  rows: Task[];
  // Whether the rows may be reordered (not while a search is shown).
  sortable: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  actionsOf: (task: Task, index: number) => RowActions;
  tagTitles: ReadonlyMap<string, string>;
  onMove: (from: number, to: number) => void;
};

// The list, virtualised (only the rows in view, plus a few, are in the page), so 100,000 tasks
// scroll like 100. Sorting with dnd-kit works on the rendered rows: the sortable ids are the
// rendered window, and the dragged row is always kept rendered while held, so a long keyboard
// move scrolls the list and picks up the rows that appear (docs/decisions/065-tasks-screen.md).
export function TaskList({
  rows,
  sortable,
  hasMore,
  loadingMore,
  onLoadMore,
  actionsOf,
  onMove,
  tagTitles,
}: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [now] = useState(() => Date.now());
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const indexOf = useMemo(() => new Map(rows.map((task, index) => [task.id, index])), [rows]);
  const activeIndex = activeId === null ? undefined : indexOf.get(String(activeId));

  // The app is not built with the React Compiler, so nothing memoises the virtualiser's getters.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length + (hasMore ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? 'more',
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        if (activeIndex === undefined || indexes.includes(activeIndex)) return indexes;
        return [...indexes, activeIndex].sort((a, b) => a - b);
      },
      [activeIndex],
    ),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  // The next page is read when its placeholder row comes into view.
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 1) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const windowIds = items.flatMap((item) => (rows[item.index] ? [rows[item.index]!.id] : []));

  const announcements = useMemo<Announcements>(() => {
    const titleOf = (id: UniqueIdentifier) => {
      const task = rows[indexOf.get(String(id)) ?? -1];
      return task ? taskTitle(task, t) : '';
    };
    const at = (id: UniqueIdentifier | undefined) => (indexOf.get(String(id)) ?? 0) + 1;
    const total = rows.length;
    return {
      onDragStart: ({ active }) =>
        t('tasks.drag.start', { title: titleOf(active.id), position: at(active.id), total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('tasks.drag.over', { title: titleOf(active.id), position: at(over.id), total })
          : t('tasks.drag.outside', { title: titleOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('tasks.drag.end', { title: titleOf(active.id), position: at(over.id), total })
          : t('tasks.drag.cancel', { title: titleOf(active.id) }),
      onDragCancel: ({ active }) => t('tasks.drag.cancel', { title: titleOf(active.id) }),
    };
  }, [rows, indexOf, t]);

  const end = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const from = indexOf.get(String(active.id));
    const to = indexOf.get(String(over.id));
    if (from !== undefined && to !== undefined && from !== to) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      measuring={measuredBeforeDragging}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('tasks.drag.instructions') },
      }}
      onDragStart={({ active }) => setActiveId(active.id)}
      onDragEnd={end}
      onDragCancel={() => setActiveId(null)}
    >
      <SortableContext items={windowIds} strategy={verticalListSortingStrategy}>
        <Box
          ref={scroller}
          sx={{ height: '100%', overflowY: 'auto', overflowAnchor: 'none', contain: 'strict' }}
        >
          <Box
            role="list"
            aria-label={t('tasks.list.label')}
            sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          >
            {items.map((item) => {
              const task = rows[item.index];
              return (
                <Box
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  role="listitem"
                  sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {task ? (
                    <TaskRow
                      task={task}
                      sortable={sortable}
                      actions={actionsOf(task, item.index)}
                      now={now}
                      tagTitles={tagTitles}
                    />
                  ) : (
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 2 }}>
                      <CircularProgress size={20} aria-hidden />
                      <Typography variant="body2" color="text.secondary">
                        {t('tasks.list.loadingMore')}
                      </Typography>
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      </SortableContext>
    </DndContext>
  );
}
