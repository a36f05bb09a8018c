import { useCallback, useEffect, useRef, useState } from 'react';
import type { Note } from '@rehearse/contracts/notes';
import type { NoteChange } from '../api/note-mutations';
import { fromLocalInput, toLocalInput } from '../format-reminder';

type Drafts = { title: string; content: string; reminder: string };

// The note's typed fields (title, text, reminder as a datetime-local value) as drafts. `save`
// sends the ones changed since the last save in one change; it runs when a field is left, when
// the dialog closes, and when the dialog goes away any other way (Back, a link), so typing is
// never lost. `discard` forgets them (the note is being deleted).
export function useNoteDrafts(note: Note, change: (fields: Omit<NoteChange, 'id'>) => void) {
  const initial = (): Drafts => ({
    title: note.title,
    content: note.content,
    reminder: toLocalInput(note.reminder),
  });
  const [drafts, setDrafts] = useState(initial);
  // The drafts as typed and as last saved, read by `save` whenever it runs.
  const current = useRef(drafts);
  const saved = useRef(drafts);
  const changeRef = useRef(change);
  useEffect(() => {
    changeRef.current = change;
  });

  const save = useCallback(() => {
    const next = current.current;
    const last = saved.current;
    const fields: Omit<NoteChange, 'id'> = {};
    if (next.title !== last.title) fields.title = next.title;
    if (next.content !== last.content) fields.content = next.content;
    if (next.reminder !== last.reminder) fields.reminder = fromLocalInput(next.reminder);
    saved.current = next;
    if (Object.keys(fields).length > 0) changeRef.current(fields);
  }, []);

  const discard = useCallback(() => {
    saved.current = current.current;
  }, []);

  useEffect(() => save, [save]);

  const set = (field: keyof Drafts, value: string) => {
    current.current = { ...current.current, [field]: value };
    setDrafts(current.current);
  };

  // A value saved elsewhere (Clear reminder) is both the draft and the last save.
  const reset = (field: keyof Drafts, value: string) => {
    set(field, value);
    saved.current = { ...saved.current, [field]: value };
  };

  return { drafts, set, reset, save, discard };
}
