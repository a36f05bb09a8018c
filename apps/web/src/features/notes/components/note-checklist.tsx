import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteTask } from '@rehearse/contracts/notes';
import { PENDING_PREFIX } from '../api/note-mutations';

type Props = {
  tasks: NoteTask[];
  onAdd: (content: string) => void;
  // The whole checklist after a tick or a removal.
  onChange: (tasks: NoteTask[]) => void;
};

// The note's checklist: tick or untick an item, remove it, and add one (Enter) through the
// notes API's "add a task" call, which appends it on the server.
export function NoteChecklist({ tasks, onAdd, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');

  const add = () => {
    const content = text.trim();
    if (!content) return;
    onAdd(content);
    setText('');
  };

  return (
    <Box>
      {tasks.length > 0 && (
        <Box
          component="ul"
          aria-label={t('notes.task.list')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {tasks.map((task) => {
            const pending = task.id.startsWith(PENDING_PREFIX);
            return (
              <Box component="li" key={task.id} sx={{ display: 'flex', alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flexGrow: 1, mr: 0, minWidth: 0 }}
                  disabled={pending}
                  control={
                    <Checkbox
                      checked={task.completed}
                      onChange={(event) =>
                        onChange(
                          tasks.map((t) =>
                            t.id === task.id ? { ...t, completed: event.target.checked } : t,
                          ),
                        )
                      }
                    />
                  }
                  label={
                    <Box
                      component="span"
                      sx={{
                        overflowWrap: 'anywhere',
                        textDecoration: task.completed ? 'line-through' : 'none',
                        color: task.completed ? 'text.secondary' : 'text.primary',
                      }}
                    >
                      {task.content}
                    </Box>
                  }
                />
                <IconButton
                  size="small"
                  disabled={pending}
                  aria-label={t('notes.task.remove', { task: task.content })}
                  onClick={() => onChange(tasks.filter((t) => t.id !== task.id))}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1.25 }}>
        <Add fontSize="small" color="action" aria-hidden />
        <InputBase
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          placeholder={t('notes.task.add')}
          slotProps={{ input: { 'aria-label': t('notes.task.add'), maxLength: 2000 } }}
        />
      </Box>
    </Box>
  );
}
