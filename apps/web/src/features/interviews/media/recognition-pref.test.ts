import { describe, expect, it } from 'vitest';
import {
  RECOGNITION_PREF_KEY,
  readRecognitionPref,
  writeRecognitionPref,
} from './recognition-pref';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('live transcript preference', () => {
  it('defaults to on-device, and remembers each choice', () => {
    const store = memory();
    expect(readRecognitionPref(store)).toBe('on-device');
    for (const pref of ['browser-service', 'off', 'on-device'] as const) {
      writeRecognitionPref(store, pref);
      expect(store.data.get(RECOGNITION_PREF_KEY)).toBe(pref);
      expect(readRecognitionPref(store)).toBe(pref);
    }
  });

  it('falls back to on-device for an unknown value or blocked storage', () => {
    expect(readRecognitionPref(memory({ [RECOGNITION_PREF_KEY]: 'cloud' }))).toBe('on-device');
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readRecognitionPref(blocked)).toBe('on-device');
    expect(() => writeRecognitionPref(blocked, 'off')).not.toThrow();
  });
});
