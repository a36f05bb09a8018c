import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { useTranslation } from 'react-i18next';
import type { Note, NoteLabel } from '@rehearse/contracts/notes';
import { useTimeZone } from '../../../lib/time-zone';
import { useAddNoteTask, useUpdateNote, type NoteChange } from '../api/note-mutations';
import { formatReminder } from '../format-reminder';
import { useNoteDrafts } from '../hooks/use-note-drafts';
import { NoteChecklist } from './note-checklist';
import { NoteDialogFrame } from './note-dialog-frame';
import { NoteImageButton } from './note-image-button';
import { NoteLabelsMenu } from './note-labels-menu';

// What the screen does for the dialog: both close it and offer Undo in a toast, which the
// screen shows because the dialog is gone by then.
export type NoteEditorActions = {
  onDelete: (note: Note) => void;
  onArchive: (note: Note, archived: boolean) => void;
};

type Props = {
  note: Note;
  labels: NoteLabel[];
  onClose: () => void;
  actions: NoteEditorActions;
};

// One note, edited in place. The title, text and reminder are typed into drafts saved when the
// field is left and when the dialog closes or goes away (hooks/use-note-drafts.ts); ticks,
// checklist items, labels, the picture and archiving are saved as they happen. Every save shows
// at once and is undone on failure.
export function NoteEditor({ note, labels, onClose, actions }: Props) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const update = useUpdateNote();
  const addTask = useAddNoteTask();
  const change = (fields: Omit<NoteChange, 'id'>) => update.mutate({ id: note.id, ...fields });
  const { drafts, set, reset, save: saveDrafts, discard } = useNoteDrafts(note, change);

  const close = () => {
    saveDrafts();
    onClose();
  };

  const edited = note.updatedAt ?? note.createdAt;
  const locale = i18n.resolvedLanguage ?? 'en';

  return (
    <NoteDialogFrame onClose={close} label={note.title || t('notes.dialog.label')}>
      {note.image && (
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={note.image}
            alt=""
            sx={{ display: 'block', width: '100%', maxHeight: 320, objectFit: 'cover' }}
          />
          <Tooltip title={t('notes.image.remove')}>
            <IconButton
              aria-label={t('notes.image.remove')}
              onClick={() => change({ image: null })}
              sx={{
                position: 'absolute',
                top: 8,
                right: 8,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <InputBase
          value={drafts.title}
          onChange={(event) => set('title', event.target.value)}
          onBlur={saveDrafts}
          placeholder={t('notes.fields.title')}
          slotProps={{ input: { 'aria-label': t('notes.fields.title'), maxLength: 500 } }}
          sx={{ typography: 'h6' }}
        />
        <InputBase
          value={drafts.content}
          onChange={(event) => set('content', event.target.value)}
          onBlur={saveDrafts}
          placeholder={t('notes.fields.contentPlaceholder')}
          multiline
          minRows={3}
          slotProps={{ input: { 'aria-label': t('notes.fields.content'), maxLength: 50_000 } }}
        />
        <NoteChecklist
          tasks={note.tasks ?? []}
          onAdd={(task) => addTask.mutate({ noteId: note.id, content: task })}
          onChange={(tasks) => change({ tasks })}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="datetime-local"
            size="small"
            label={t('notes.reminder.label')}
            value={drafts.reminder}
            onChange={(event) => set('reminder', event.target.value)}
            onBlur={saveDrafts}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 260, maxWidth: '100%' }}
          />
          {note.reminder && (
            <Button
              size="small"
              onClick={() => {
                reset('reminder', '');
                change({ reminder: null });
              }}
            >
              {t('notes.reminder.clear')}
            </Button>
          )}
        </Box>
        {note.labels.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {note.labels.map((label) => (
              <Chip key={label.id} size="small" label={label.title} />
            ))}
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">
          {t(note.updatedAt ? 'notes.editedAt' : 'notes.createdAt', {
            date: formatReminder(edited, locale, timeZone),
          })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <NoteLabelsMenu
          labels={labels}
          selected={note.labels}
          onChange={(next) => change({ labels: next })}
        />
        <NoteImageButton onImage={(image) => change({ image })} />
        <Tooltip title={note.archived ? t('notes.unarchive') : t('notes.archive')}>
          <IconButton
            aria-label={note.archived ? t('notes.unarchive') : t('notes.archive')}
            onClick={() => {
              saveDrafts();
              actions.onArchive(note, !note.archived);
            }}
          >
            {note.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('notes.delete')}>
          <IconButton
            aria-label={t('notes.delete')}
            onClick={() => {
              discard();
              actions.onDelete(note);
            }}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={close} startIcon={<Close />}>
          {t('notes.dialog.close')}
        </Button>
      </DialogActions>
    </NoteDialogFrame>
  );
}
