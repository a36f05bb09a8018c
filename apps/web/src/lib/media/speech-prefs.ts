// How questions are read aloud: on or off (read each question as it appears), the voice and the
// rate. Kept in localStorage because voices belong to the device, not the account. The mock
// interview and the candidate's one-way interview keep theirs under their own keys, each with
// its own default (decision 053).
export type SpeechPrefs = { enabled: boolean; voiceURI: string | null; rate: number };

export const SPEECH_PREFS_KEY = 'rehearse.interviews.speech';
export const DEFAULT_SPEECH_PREFS: SpeechPrefs = { enabled: true, voiceURI: null, rate: 1 };
// Where and with what default a screen keeps its choice.
export type SpeechPrefsSlot = { key: string; defaults: SpeechPrefs };
export const MOCK_INTERVIEW_SPEECH: SpeechPrefsSlot = {
  key: SPEECH_PREFS_KEY,
  defaults: DEFAULT_SPEECH_PREFS,
};
export const SPEECH_RATES = [0.75, 0.9, 1, 1.15, 1.3] as const;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readSpeechPrefs(
  store: Store,
  slot: SpeechPrefsSlot = MOCK_INTERVIEW_SPEECH,
): SpeechPrefs {
  const { defaults } = slot;
  let raw: unknown;
  try {
    // Reading can throw too when storage is blocked.
    raw = JSON.parse(store.getItem(slot.key) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof raw !== 'object' || raw === null) return defaults;
  const value = raw as Record<string, unknown>;
  return {
    enabled: typeof value.enabled === 'boolean' ? value.enabled : defaults.enabled,
    voiceURI: typeof value.voiceURI === 'string' ? value.voiceURI : null,
    rate:
      typeof value.rate === 'number' && value.rate >= 0.5 && value.rate <= 2
        ? value.rate
        : defaults.rate,
  };
}

export function writeSpeechPrefs(store: Store, prefs: SpeechPrefs, key = SPEECH_PREFS_KEY): void {
  try {
    store.setItem(key, JSON.stringify(prefs));
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
