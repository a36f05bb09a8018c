import { useCallback, useSyncExternalStore } from 'react';
import type { RecognitionPref } from './recognition-plan';
import {
  RECOGNITION_PREF_KEY,
  readRecognitionPref,
  writeRecognitionPref,
} from './recognition-pref';

// One value for the whole page (the setting and the recogniser may sit in different
// components), read from storage once and kept in memory too, so a choice still holds for this
// page when storage is blocked. Another tab's change arrives through the storage event.
let current: RecognitionPref | undefined;
const listeners = new Set<() => void>();

const snapshot = () => (current ??= readRecognitionPref(localStorage));
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== RECOGNITION_PREF_KEY) return;
    current = readRecognitionPref(localStorage);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecognitionPref() {
  const pref = useSyncExternalStore(subscribe, snapshot);
  const setPref = useCallback((next: RecognitionPref) => {
    current = next;
    writeRecognitionPref(localStorage, next);
    notify();
  }, []);
  return [pref, setPref] as const;
}
