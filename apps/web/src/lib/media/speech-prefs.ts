// How questions are read aloud in a mock interview: on or off, the voice and the rate. Kept in
// localStorage because voices belong to the device, not the account.
export type SpeechPrefs = { enabled: boolean; voiceURI: string | null; rate: number };

export const SPEECH_PREFS_KEY = 'rehearse.interviews.speech';
export const DEFAULT_SPEECH_PREFS: SpeechPrefs = { enabled: true, voiceURI: null, rate: 1 };
export const SPEECH_RATES = [0.75, 0.9, 1, 1.15, 1.3] as const;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readSpeechPrefs(store: Store): SpeechPrefs {
  let raw: unknown;
  try {
    // Reading can throw too when storage is blocked.
    raw = JSON.parse(store.getItem(SPEECH_PREFS_KEY) ?? 'null');
  } catch {
    return DEFAULT_SPEECH_PREFS;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SPEECH_PREFS;
  const value = raw as Record<string, unknown>;
  return {
    enabled: typeof value.enabled === 'boolean' ? value.enabled : DEFAULT_SPEECH_PREFS.enabled,
    voiceURI: typeof value.voiceURI === 'string' ? value.voiceURI : null,
    rate:
      typeof value.rate === 'number' && value.rate >= 0.5 && value.rate <= 2
        ? value.rate
        : DEFAULT_SPEECH_PREFS.rate,
  };
}

export function writeSpeechPrefs(store: Store, prefs: SpeechPrefs): void {
  try {
    store.setItem(SPEECH_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Storage blocked or full: the choice lasts for this page only.
  }
}

// The capture chosen at the device check, remembered for the run and the next interview.
export type CaptureChoice = 'video' | 'audio' | 'typed';
export const CAPTURE_KEY = 'rehearse.interviews.capture';

export function readCaptureChoice(store: Store): CaptureChoice {
  let value: string | null = null;
  try {
    value = store.getItem(CAPTURE_KEY);
  } catch {
    // Storage blocked: the default.
  }
  return value === 'audio' || value === 'typed' ? value : 'video';
}

export function writeCaptureChoice(store: Store, choice: CaptureChoice): void {
  try {
    store.setItem(CAPTURE_KEY, choice);
  } catch {
    // As above.
  }
}
