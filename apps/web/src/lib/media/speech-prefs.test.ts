import { describe, expect, it } from 'vitest';
import {
  CAPTURE_KEY,
  DEFAULT_SPEECH_PREFS,
  SPEECH_PREFS_KEY,
  readCaptureChoice,
  readSpeechPrefs,
  writeCaptureChoice,
  writeSpeechPrefs,
} from './speech-prefs';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('speech preferences', () => {
  it('keeps another screen’s choice under its own key with its own default', () => {
    const store = memory();
    const slot = {
      key: 'rehearse.other.speech',
      defaults: { ...DEFAULT_SPEECH_PREFS, enabled: false },
    };
    expect(readSpeechPrefs(store, slot)).toEqual(slot.defaults);
    writeSpeechPrefs(store, { enabled: true, voiceURI: null, rate: 0.9 }, slot.key);
    expect(readSpeechPrefs(store, slot)).toEqual({ enabled: true, voiceURI: null, rate: 0.9 });
    // The mock interview's own choice is untouched.
    expect(readSpeechPrefs(store)).toEqual(DEFAULT_SPEECH_PREFS);
    expect(store.data.has(SPEECH_PREFS_KEY)).toBe(false);
  });

  it('round-trips through storage', () => {
    const store = memory();
    writeSpeechPrefs(store, { enabled: false, voiceURI: 'Daniel', rate: 1.3 });
    expect(readSpeechPrefs(store)).toEqual({ enabled: false, voiceURI: 'Daniel', rate: 1.3 });
  });

  it('falls back to the defaults for missing, broken or out-of-range values', () => {
    expect(readSpeechPrefs(memory())).toEqual(DEFAULT_SPEECH_PREFS);
    expect(readSpeechPrefs(memory({ [SPEECH_PREFS_KEY]: '{oops' }))).toEqual(DEFAULT_SPEECH_PREFS);
    expect(
      readSpeechPrefs(memory({ [SPEECH_PREFS_KEY]: '{"enabled":"no","rate":9,"voiceURI":3}' })),
    ).toEqual(DEFAULT_SPEECH_PREFS);
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readSpeechPrefs(blocked)).toEqual(DEFAULT_SPEECH_PREFS);
    expect(() => writeSpeechPrefs(blocked, DEFAULT_SPEECH_PREFS)).not.toThrow();
    expect(readCaptureChoice(blocked)).toBe('video');
  });
});

describe('capture choice', () => {
  it('remembers audio or typed, and defaults to video', () => {
    const store = memory();
    expect(readCaptureChoice(store)).toBe('video');
    writeCaptureChoice(store, 'typed');
    expect(store.data.get(CAPTURE_KEY)).toBe('typed');
    expect(readCaptureChoice(store)).toBe('typed');
    expect(readCaptureChoice(memory({ [CAPTURE_KEY]: 'hologram' }))).toBe('video');
  });
});
