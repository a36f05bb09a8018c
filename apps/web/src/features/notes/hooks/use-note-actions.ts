import { useTranslation } from 'react-i18next';
import type { Note } from '@rehearse/contracts/notes';
import { useToast } from '../../../components/toast/use-toast';
import { noteToInput } from '../api/notes.queries';
import { PENDING_PREFIX, useCreateNote, useRemoveNote, useUpdateNote } from '../api/note-mutations';

// Deleting and archiving happen at once and offer Undo (decision 060): Undo after a delete
// stores the note again through the API (a new note with every field it had, shown first, as a
// new note is); Undo after archiving moves it back.
export function useNoteActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateNote();
  const remove = useRemoveNote();
  const update = useUpdateNote();

  const deleteNote = (note: Note) => {
    remove.mutate(note, {
      onSuccess: () =>
        toast({
          message: t('notes.deleted'),
          action: {
            label: t('notes.undo'),
            onClick: () =>
              create.mutate({
                input: noteToInput(note),
                pendingId: `${PENDING_PREFIX}${crypto.randomUUID()}`,
                labels: note.labels,
              }),
          },
        }),
    });
  };

  const setArchived = (note: Note, archived: boolean) => {
    update.mutate(
      { id: note.id, archived },
      {
        onSuccess: () =>
          toast({
            message: archived ? t('notes.archived') : t('notes.unarchived'),
            action: {
              label: t('notes.undo'),
              onClick: () => update.mutate({ id: note.id, archived: !archived }),
            },
          }),
      },
    );
  };

  return { deleteNote, setArchived };
}
