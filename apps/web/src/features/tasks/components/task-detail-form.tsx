import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Task } from '@rehearse/contracts/tasks';
import type { TaskChanges } from '../api/tasks.queries';
import { useDraft } from '../hooks/use-draft';
import { dueDateToField, fieldToDueDate } from './task-dates';
import { PRIORITY_KEYS } from './task-row';
import { SubTasksField } from './subtasks-field';
import { TaskTagsField } from './task-tags-field';

type Props = {
  task: Task;
  onChange: (changes: TaskChanges) => void;
  onDelete: () => void;
  onClose: () => void;
};

// Every field of a task, each saved as it changes (text once typing pauses). A section has a
// title only.
export function TaskDetailForm({ task, onChange, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const section = task.type === 'section';
  const title = useDraft(task.title, (value) => onChange({ title: value }));
  const notes = useDraft(task.notes ?? '', (value) => onChange({ notes: value || null }));
  const headingId = `task-detail-heading`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {t(section ? 'tasks.detail.sectionHeading' : 'tasks.detail.taskHeading')}
        </Typography>
        <IconButton aria-label={t('tasks.detail.delete')} onClick={onDelete}>
          <DeleteOutline />
        </IconButton>
        <IconButton aria-label={t('tasks.detail.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {!section && (
        <FormControlLabel
          control={
            <Checkbox
              checked={task.completed}
              onChange={() => onChange({ completed: !task.completed })}
            />
          }
          label={t('tasks.detail.completed')}
        />
      )}
      <TextField
        label={t('tasks.detail.title')}
        value={title.draft}
        onChange={(event) => title.change(event.target.value)}
        onBlur={title.flush}
        autoFocus={!task.title}
        fullWidth
        multiline
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {!section && (
        <>
          <TextField
            label={t('tasks.detail.notes')}
            value={notes.draft}
            onChange={(event) => notes.change(event.target.value)}
            onBlur={notes.flush}
            fullWidth
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="date"
              label={t('tasks.detail.dueDate')}
              value={dueDateToField(task.dueDate)}
              onChange={(event) => onChange({ dueDate: fieldToDueDate(event.target.value) })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label={t('tasks.detail.priority')}
              value={task.priority}
              onChange={(event) => onChange({ priority: Number(event.target.value) })}
            >
              {[2, 1, 0].map((priority) => (
                <MenuItem key={priority} value={priority}>
                  {t(PRIORITY_KEYS[priority]!)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TaskTagsField value={task.tags} onChange={(tags) => onChange({ tags })} />
          <SubTasksField subTasks={task.subTasks} onChange={(subTasks) => onChange({ subTasks })} />
        </>
      )}
    </Box>
  );
}
