import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Note, NoteLabel } from '@rehearse/contracts/notes';
import { NoteDialogFrame } from './note-dialog-frame';
import { NoteEditor, type NoteEditorActions } from './note-editor';

type Props = {
  noteId: string;
  // undefined while the notes load.
  notes: Note[] | undefined;
  labels: NoteLabel[];
  onClose: () => void;
  actions: NoteEditorActions;
};

// The dialog of the note in the address (/apps/notes/:noteId): full screen on a phone. While
// the notes load it shows their shape; a note that is not (or no longer) there says so.
export function NoteDialog({ noteId, notes, labels, onClose, actions }: Props) {
  const { t } = useTranslation();
  const note = notes?.find((n) => n.id === noteId);
  if (note) {
    return (
      <NoteEditor key={note.id} note={note} labels={labels} onClose={onClose} actions={actions} />
    );
  }
  return (
    <NoteDialogFrame onClose={onClose} label={t('notes.dialog.label')}>
      {notes === undefined ? (
        <DialogContent>
          <Box role="status" aria-busy="true" aria-label={t('notes.loading')}>
            <Skeleton width="60%" height={40} />
            <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
          </Box>
        </DialogContent>
      ) : (
        <>
          <DialogTitle>{t('notes.dialog.missingTitle')}</DialogTitle>
          <DialogContent>
            <Typography>{t('notes.dialog.missing')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('notes.dialog.close')}</Button>
          </DialogActions>
        </>
      )}
    </NoteDialogFrame>
  );
}
