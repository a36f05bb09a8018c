import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubTask } from '@rehearse/contracts/tasks';
import { useDraft } from '../hooks/use-draft';

type Props = {
  subTasks: SubTask[];
  onChange: (subTasks: SubTask[]) => void;
};

// One subtask: its box and its title, edited in place and saved when typing pauses.
function SubTaskItem({
  subTask,
  onChange,
  onRemove,
}: {
  subTask: SubTask;
  onChange: (subTask: SubTask) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const title = useDraft(subTask.title, (value) => onChange({ ...subTask, title: value }));
  const name = subTask.title || t('tasks.subTasks.untitled');
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Checkbox
        checked={subTask.completed}
        onChange={() => onChange({ ...subTask, completed: !subTask.completed })}
        slotProps={{ input: { 'aria-label': t('tasks.subTasks.complete', { title: name }) } }}
      />
      <InputBase
        multiline
        value={title.draft}
        onChange={(event) => title.change(event.target.value)}
        onBlur={title.flush}
        placeholder={t('tasks.subTasks.untitled')}
        inputProps={{ 'aria-label': t('tasks.subTasks.title'), maxLength: 500 }}
        sx={{
          flexGrow: 1,
          textDecoration: subTask.completed ? 'line-through' : undefined,
          color: subTask.completed ? 'text.secondary' : undefined,
        }}
      />
      <IconButton
        size="small"
        aria-label={t('tasks.subTasks.remove', { title: name })}
        onClick={onRemove}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

// The task's checklist: tick, rename, remove, and add at the end (Enter adds). Ids are made here
// so a subtask keeps its identity through the save.
export function SubTasksField({ subTasks, onChange }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const done = subTasks.filter((s) => s.completed).length;
  const add = () => {
    const text = title.trim();
    if (!text) return;
    onChange([...subTasks, { id: crypto.randomUUID(), title: text, completed: false }]);
    setTitle('');
  };
  return (
    <Box component="section" aria-labelledby="task-subtasks-heading">
      <Typography id="task-subtasks-heading" variant="subtitle2" component="h3">
        {t('tasks.subTasks.heading', { done, total: subTasks.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {subTasks.map((subTask) => (
          <SubTaskItem
            key={subTask.id}
            subTask={subTask}
            onChange={(next) => onChange(subTasks.map((s) => (s.id === next.id ? next : s)))}
            onRemove={() => onChange(subTasks.filter((s) => s.id !== subTask.id))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={t('tasks.subTasks.new')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <IconButton aria-label={t('tasks.subTasks.add')} onClick={add} disabled={!title.trim()}>
          <Add />
        </IconButton>
      </Box>
    </Box>
  );
}
