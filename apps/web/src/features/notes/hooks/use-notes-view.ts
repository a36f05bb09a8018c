import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

export type NotesView = {
  // The archive (/apps/notes/archive) or the notes in use (/apps/notes).
  archive: boolean;
  // `?label=`: only the notes with this label.
  labelId: string | undefined;
  // `?q=`: only the notes whose title, text or checklist contains this.
  search: string | undefined;
  // The note whose dialog is open (/apps/notes/:noteId, /apps/notes/archive/:noteId).
  noteId: string | undefined;
};

// The notes screen's state, all of it in the address, so a reload, a shared link and
// back/forward show the same grid and dialog (docs/decisions/064-notes-screen.md).
export function useNotesView() {
  const { noteId } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const archive = pathname.startsWith(paths.apps.notes.getHref({ archive: true }));
  const view: NotesView = {
    archive,
    labelId: params.get('label') ?? undefined,
    search: params.get('q') ?? undefined,
    noteId,
  };

  const hrefOf = useCallback(
    (next: Partial<NotesView>) => {
      const merged = { archive, labelId: params.get('label') ?? undefined, noteId, ...next };
      const query = new URLSearchParams();
      if (merged.labelId) query.set('label', merged.labelId);
      const search = 'search' in next ? next.search : (params.get('q') ?? undefined);
      if (search) query.set('q', search);
      const queryText = query.toString();
      const path = paths.apps.notes.getHref({ archive: merged.archive, noteId: merged.noteId });
      return queryText ? `${path}?${queryText}` : path;
    },
    [archive, noteId, params],
  );

  const setSearch = useCallback(
    (search: string | undefined) => void navigate(hrefOf({ search }), { replace: true }),
    [navigate, hrefOf],
  );

  return {
    view,
    hrefOf,
    // A note's dialog over the grid being shown.
    noteHref: (id: string) => hrefOf({ noteId: id }),
    // The grid without the dialog.
    closeHref: hrefOf({ noteId: undefined }),
    setSearch,
  };
}
