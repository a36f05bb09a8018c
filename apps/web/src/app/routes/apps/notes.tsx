import { NotesScreen } from '../../../features/notes/notes-screen';

// Notes: the grid, the archive and a note's dialog (docs/decisions/064-notes-screen.md). The
// child routes (archive, :noteId) render nothing of their own; this screen reads them.
export function Component() {
  return <NotesScreen />;
}
