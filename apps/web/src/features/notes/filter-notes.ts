import type { Note } from '@rehearse/contracts/notes';
import type { NotesView } from './hooks/use-notes-view';

// The notes a view shows, newest first as the server answers them: archived or not, with the
// label, and containing the search (in the title, the text or a checklist item, ignoring case).
export function filterNotes(notes: readonly Note[], view: Omit<NotesView, 'noteId'>): Note[] {
  const needle = view.search?.trim().toLocaleLowerCase();
  return notes.filter(
    (note) =>
      note.archived === view.archive &&
      (!view.labelId || note.labels.some((label) => label.id === view.labelId)) &&
      (!needle ||
        [note.title, note.content, ...(note.tasks ?? []).map((task) => task.content)].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}
