import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import type { Task } from '@rehearse/contracts/tasks';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDisplayDate } from '../../../lib/date-formats';

export type RowActions = {
  href: string;
  selected: boolean;
  // Undefined while the list cannot be reordered (a search is shown).
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onToggle: () => void;
  onDelete: () => void;
};

export const PRIORITY_KEYS = ['tasks.priority.0', 'tasks.priority.1', 'tasks.priority.2'] as const;

export const taskTitle = (task: Task, t: TFunction) =>
  task.title || t(task.type === 'section' ? 'tasks.untitledSection' : 'tasks.untitledTask');

// One task or section of the list: a drag handle (pointer, or Space and the arrows), the
// completed box, the title that opens the task, its due date and priority, and a menu with the
// same moves for anyone who would rather not drag.
export function TaskRow({
  task,
  sortable,
  actions,
  now,
  tagTitles,
}: {
  task: Task;
  // The user's tag titles by id, for the chips beside the title.
  tagTitles: ReadonlyMap<string, string>;
  sortable: boolean;
  actions: RowActions;
  // When the list was drawn: a due date before it is overdue.
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, disabled: !sortable, data: { task } });
  const title = taskTitle(task, t);
  const section = task.type === 'section';
  const overdue = !task.completed && task.dueDate !== null && Date.parse(task.dueDate) < now;
  const run = (action?: () => void) => () => {
    setMenu(null);
    action?.();
  };

  return (
    <Box
      ref={setNodeRef}
      data-task-id={task.id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: 56,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: actions.selected
          ? 'action.selected'
          : section
            ? 'action.hover'
            : 'background.paper',
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      {sortable && (
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          aria-label={t('tasks.row.drag', { title })}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
      )}
      {!section && (
        <Checkbox
          checked={task.completed}
          onChange={actions.onToggle}
          slotProps={{ input: { 'aria-label': t('tasks.row.complete', { title }) } }}
        />
      )}
      <Box sx={{ minWidth: 0, flexGrow: 1, py: 1, pl: section ? 1 : 0 }}>
        <Link
          component={RouterLink}
          to={actions.href}
          underline="hover"
          color={task.completed ? 'text.secondary' : 'text.primary'}
          aria-current={actions.selected ? 'true' : undefined}
          sx={{
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: section ? 700 : 400,
            textTransform: section ? 'uppercase' : undefined,
            fontSize: section ? '0.8rem' : undefined,
            letterSpacing: section ? '0.06em' : undefined,
            textDecoration: task.completed ? 'line-through' : undefined,
            fontStyle: task.title ? undefined : 'italic',
          }}
        >
          {title}
        </Link>
      </Box>
      {task.tags.length > 0 && (
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexShrink: 0 }}>
          {task.tags.slice(0, 3).flatMap((id) => {
            const name = tagTitles.get(id);
            return name ? [<Chip key={id} size="small" label={name} />] : [];
          })}
        </Box>
      )}
      {!section && task.priority !== 1 && (
        <Box
          component="span"
          title={t(PRIORITY_KEYS[task.priority]!)}
          sx={{ display: 'inline-flex', color: task.priority === 2 ? 'error.main' : 'info.main' }}
        >
          {task.priority === 2 ? (
            <KeyboardArrowUp aria-hidden />
          ) : (
            <KeyboardArrowDown aria-hidden />
          )}
          <Box component="span" sx={visuallyHidden}>
            {t(PRIORITY_KEYS[task.priority]!)}
          </Box>
        </Box>
      )}
      {!section && task.dueDate && (
        <Typography
          variant="body2"
          color={overdue ? 'error' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
        >
          {formatDisplayDate(task.dueDate, locale)}
        </Typography>
      )}
      <IconButton
        size="small"
        aria-label={t('tasks.row.actions', { title })}
        aria-haspopup="menu"
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {actions.onMoveUp && (
          <MenuItem onClick={run(actions.onMoveUp)}>{t('tasks.row.moveUp')}</MenuItem>
        )}
        {actions.onMoveDown && (
          <MenuItem onClick={run(actions.onMoveDown)}>{t('tasks.row.moveDown')}</MenuItem>
        )}
        <MenuItem onClick={run(actions.onDelete)}>{t('tasks.row.delete')}</MenuItem>
      </Menu>
    </Box>
  );
}
