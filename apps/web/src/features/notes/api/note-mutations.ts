import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateNoteInput, Note, NoteLabel, UpdateNoteInput } from '@rehearse/contracts/notes';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { notesApi, notesKeys } from './notes.queries';

type Notes = Note[] | undefined;

// Note changes go to the server one at a time, in the order they were made (the screen shows
// each at once). An answer that comes while later changes still wait would draw the note as it
// was before them (a tick made while an added item was being saved would flicker off), so it
// is applied only when it is the last; the list is then read again once, for the server's word.
const NOTES_SCOPE = { id: 'notes' };
let answersSkipped = false;

// A change the screen shows at once: `apply` edits the cached list before the call, the
// server's answer replaces the note it returns, and a failure puts the list back as it was,
// says so in a toast and refetches, so nothing the server refused stays on screen. `always`:
// the answer is applied even while later changes wait (a new note's id must replace its
// pending one).
function useOptimisticNotes<V, R>({
  mutationFn,
  apply,
  answered,
  always = false,
}: {
  mutationFn: (variables: V) => Promise<R>;
  apply: (notes: Note[], variables: V) => Note[];
  answered?: (notes: Note[], answer: R, variables: V) => Note[];
  always?: boolean;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorText = useErrorText();
  const { t } = useTranslation();
  const othersWaiting = () =>
    queryClient.isMutating({ predicate: (m) => m.options.scope?.id === NOTES_SCOPE.id }) > 1;
  return useMutation({
    mutationFn,
    scope: NOTES_SCOPE,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: notesKeys.list });
      const before = queryClient.getQueryData<Note[]>(notesKeys.list);
      queryClient.setQueryData<Notes>(notesKeys.list, (notes) => notes && apply(notes, variables));
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(notesKeys.list, context?.before);
      void queryClient.invalidateQueries({ queryKey: notesKeys.list });
      toast({
        severity: 'error',
        message: t('notes.errors.saveFailed', { reason: errorText(error) }),
      });
    },
    onSuccess: (answer, variables) => {
      if (!answered) return;
      if (!always && othersWaiting()) {
        answersSkipped = true;
        return;
      }
      queryClient.setQueryData<Notes>(
        notesKeys.list,
        (notes) => notes && answered(notes, answer, variables),
      );
    },
    onSettled: () => {
      if (answersSkipped && !othersWaiting()) {
        answersSkipped = false;
        void queryClient.invalidateQueries({ queryKey: notesKeys.list });
      }
    },
  });
}

const replace = (notes: Note[], note: Note) => notes.map((n) => (n.id === note.id ? note : n));

// A note not yet stored has an id of this form until the server's answer replaces it.
export const PENDING_PREFIX = 'pending-';
export const isPending = (note: Pick<Note, 'id'>) => note.id.startsWith(PENDING_PREFIX);

// The note as it will read once stored, to show while the call runs.
function draftNote(id: string, input: CreateNoteInput, labels: NoteLabel[]): Note {
  return {
    id,
    title: input.title ?? '',
    content: input.content ?? '',
    tasks: input.tasks?.map((t, i) => ({ id: t.id ?? `${id}-${i}`, ...t })) ?? null,
    image: input.image ?? null,
    reminder: input.reminder ?? null,
    labels: labels.filter((l) => input.labels?.includes(l.id)),
    archived: input.archived ?? false,
    createdAt: new Date().toISOString(),
    updatedAt: null,
  };
}

type Creation = { input: CreateNoteInput; pendingId: string; labels: NoteLabel[] };

export function useCreateNote() {
  return useOptimisticNotes({
    mutationFn: ({ input }: Creation) => notesApi.create(input),
    apply: (notes, { input, pendingId, labels }) => [draftNote(pendingId, input, labels), ...notes],
    answered: (notes, note, { pendingId }) => notes.map((n) => (n.id === pendingId ? note : n)),
    always: true,
  });
}

// Changes the given fields; `labels` is shown with the label objects, sent as ids.
export type NoteChange = Omit<UpdateNoteInput, 'labels'> & { labels?: NoteLabel[] };

export function useUpdateNote() {
  return useOptimisticNotes({
    mutationFn: ({ labels, ...change }: NoteChange) =>
      notesApi.update({ ...change, ...(labels && { labels: labels.map((l) => l.id) }) }),
    apply: (notes, change) =>
      notes.map((n) =>
        n.id === change.id
          ? {
              ...n,
              ...change,
              tasks:
                change.tasks === undefined
                  ? n.tasks
                  : (change.tasks?.map((t, i) => ({ id: t.id ?? `${n.id}-new-${i}`, ...t })) ??
                    null),
              labels: change.labels ?? n.labels,
            }
          : n,
      ),
    answered: replace,
  });
}

export function useAddNoteTask() {
  return useOptimisticNotes({
    mutationFn: ({ noteId, content }: { noteId: string; content: string }) =>
      notesApi.addTask(noteId, content),
    apply: (notes, { noteId, content }) =>
      notes.map((n) =>
        n.id === noteId
          ? {
              ...n,
              tasks: [
                ...(n.tasks ?? []),
                { id: `${PENDING_PREFIX}${crypto.randomUUID()}`, content, completed: false },
              ],
            }
          : n,
      ),
    answered: replace,
  });
}

export function useRemoveNote() {
  return useOptimisticNotes({
    mutationFn: (note: Note) => notesApi.remove(note.id),
    apply: (notes, note) => notes.filter((n) => n.id !== note.id),
  });
}
