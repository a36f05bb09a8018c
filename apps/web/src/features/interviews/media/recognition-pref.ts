import {
  DEFAULT_RECOGNITION_PREF,
  RECOGNITION_PREFS,
  type RecognitionPref,
} from './recognition-plan';

// The "Live transcript" choice, kept in localStorage like the read-aloud voice: what a
// browser may do with the microphone belongs to the device, not the account.
export const RECOGNITION_PREF_KEY = 'rehearse.interviews.liveTranscript';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readRecognitionPref(store: Store): RecognitionPref {
  let value: string | null = null;
  try {
    value = store.getItem(RECOGNITION_PREF_KEY);
  } catch {
    // Storage blocked: the default.
  }
  return (RECOGNITION_PREFS as readonly (string | null)[]).includes(value)
    ? (value as RecognitionPref)
    : DEFAULT_RECOGNITION_PREF;
}

export function writeRecognitionPref(store: Store, pref: RecognitionPref): void {
  try {
    store.setItem(RECOGNITION_PREF_KEY, pref);
  } catch {
    // Storage blocked or full: the choice lasts for this page only.
  }
}
