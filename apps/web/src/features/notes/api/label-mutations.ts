import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Note, NoteLabel } from '@rehearse/contracts/notes';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { notesApi, notesKeys } from './notes.queries';
import { PENDING_PREFIX } from './note-mutations';

type Labels = NoteLabel[] | undefined;
type Notes = Note[] | undefined;

// Label changes show at once in the label list and on the notes that carry the label; every
// label call answers the whole list, which then replaces the cached one. A failure restores both
// lists, says so and refetches them.
function useOptimisticLabels<V>({
  mutationFn,
  labels,
  notes,
}: {
  mutationFn: (variables: V) => Promise<NoteLabel[]>;
  labels: (labels: NoteLabel[], variables: V) => NoteLabel[];
  notes?: (notes: Note[], variables: V) => Note[];
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorText = useErrorText();
  const { t } = useTranslation();
  return useMutation({
    mutationFn,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: notesKeys.all });
      const before = {
        labels: queryClient.getQueryData<NoteLabel[]>(notesKeys.labels),
        notes: queryClient.getQueryData<Note[]>(notesKeys.list),
      };
      queryClient.setQueryData<Labels>(notesKeys.labels, (list) => list && labels(list, variables));
      if (notes) {
        queryClient.setQueryData<Notes>(notesKeys.list, (list) => list && notes(list, variables));
      }
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(notesKeys.labels, context?.before.labels);
      queryClient.setQueryData(notesKeys.list, context?.before.notes);
      void queryClient.invalidateQueries({ queryKey: notesKeys.all });
      toast({
        severity: 'error',
        message: t('notes.errors.labelFailed', { reason: errorText(error) }),
      });
    },
    onSuccess: (answer) => queryClient.setQueryData(notesKeys.labels, answer),
  });
}

const onNotes = (notes: Note[], change: (labels: NoteLabel[]) => NoteLabel[]) =>
  notes.map((note) => ({ ...note, labels: change(note.labels) }));

export function useCreateLabel() {
  return useOptimisticLabels({
    mutationFn: (title: string) => notesApi.createLabel(title),
    labels: (list, title) => [...list, { id: `${PENDING_PREFIX}${title}`, title }],
  });
}

export function useRenameLabel() {
  const rename = (list: NoteLabel[], label: NoteLabel) =>
    list.map((l) => (l.id === label.id ? label : l));
  return useOptimisticLabels({
    mutationFn: (label: NoteLabel) => notesApi.renameLabel(label),
    labels: rename,
    notes: (notes, label) => onNotes(notes, (labels) => rename(labels, label)),
  });
}

// Deleting a label strips it from every note (the server does the same in one transaction).
export function useRemoveLabel() {
  const without = (list: NoteLabel[], id: string) => list.filter((l) => l.id !== id);
  return useOptimisticLabels({
    mutationFn: (id: string) => notesApi.removeLabel(id),
    labels: without,
    notes: (notes, id) => onNotes(notes, (labels) => without(labels, id)),
  });
}
