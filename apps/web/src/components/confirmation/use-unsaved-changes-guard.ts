import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from './use-confirm';

type GuardTexts = { title: string; message: string; leave: string; stay: string };

// While a form has unsaved changes, leaving it asks first: a link or Back inside the app opens
// the confirmation dialog, and closing or reloading the tab gets the browser's own question.
// `allowLeaving()` lets the next navigation through (after a save, before moving on).
export function useUnsavedChangesGuard(dirty: boolean, texts: GuardTexts) {
  const confirm = useConfirm();
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) allowed.current = false;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  const textsRef = useRef(texts);
  const blockerRef = useRef(blocker);
  useEffect(() => {
    textsRef.current = texts;
    blockerRef.current = blocker;
  });
  // One question per blocked navigation (the blocker object changes on every render).
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { title, message, leave, stay } = textsRef.current;
    void confirm({
      title,
      message,
      actions: { confirm: { label: leave }, cancel: { label: stay } },
      dismissible: true,
    }).then((answer) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (answer === 'confirmed') current.proceed();
      else current.reset();
    });
  }, [blocker.state, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return useCallback(() => {
    allowed.current = true;
  }, []);
}
