import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const SAVE_DELAY_MS = 600;

// A text field that saves itself: typing changes the draft at once and saves once typing pauses
// (or the field loses focus, or the panel closes). When the stored value changes from elsewhere
// (a save rolled back, a newer answer) the draft follows it.
export function useDraft(stored: string, save: (value: string) => void) {
  const [draft, setDraft] = useState(stored);
  const known = useRef(stored);
  const pending = useRef<string | null>(null);
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (stored === known.current) return;
    known.current = stored;
    pending.current = null;
    setDraft(stored);
  }, [stored]);

  const flush = useCallback(() => {
    const value = pending.current;
    pending.current = null;
    if (value !== null && value !== known.current) {
      known.current = value;
      saveRef.current(value);
    }
  }, []);

  useEffect(() => {
    if (pending.current === null) return;
    const timer = window.setTimeout(flush, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, flush]);

  // Closing the panel mid-sentence still saves what was typed.
  useEffect(() => flush, [flush]);

  const change = useCallback((value: string) => {
    pending.current = value;
    setDraft(value);
  }, []);

  return { draft, change, flush };
}
