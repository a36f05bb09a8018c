import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { ConfirmConfig } from './confirm-options';
import { useConfirm } from './use-confirm';

// While `dirty`, leaving the page asks first: a navigation inside the app (another path or
// query, e.g. another item of a list kept in the URL) opens the confirmation dialog with
// `dialog`, and closing or reloading the tab gets the browser's own question.
export function useUnsavedChangesGuard(dirty: boolean, dialog: ConfirmConfig): void {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const asking = useRef(false);
  const dialogRef = useRef(dialog);
  useEffect(() => {
    dialogRef.current = dialog;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(dialogRef.current).then((answer) => {
      asking.current = false;
      if (answer === 'confirmed') blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
