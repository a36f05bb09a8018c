import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MOCK_INTERVIEW_SPEECH,
  readSpeechPrefs,
  writeSpeechPrefs,
  type SpeechPrefs,
  type SpeechPrefsSlot,
} from './speech-prefs';

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

// Reading questions aloud with the browser's own voices (speechSynthesis: offline on most
// systems). English voices only, since the questions are in English. `slot`: where the choice
// is remembered and its default (the mock interview's unless given).
export function useSpeechSynthesis(slot: SpeechPrefsSlot = MOCK_INTERVIEW_SPEECH) {
  const [prefs, setPrefsState] = useState<SpeechPrefs>(() => readSpeechPrefs(localStorage, slot));
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const supported = synthesis() !== undefined;
  // speak() reads the latest choice without changing identity when voices arrive late.
  const latest = useRef({ prefs, voices });
  useEffect(() => {
    latest.current = { prefs, voices };
  });

  useEffect(() => {
    const speech = synthesis();
    if (!speech) return;
    const load = () =>
      setVoices(speech.getVoices().filter((v) => v.lang.toLowerCase().startsWith('en')));
    load();
    speech.addEventListener('voiceschanged', load);
    return () => {
      speech.removeEventListener('voiceschanged', load);
      speech.cancel();
    };
  }, []);

  const { key } = slot;
  const setPrefs = useCallback(
    (next: SpeechPrefs) => {
      setPrefsState(next);
      writeSpeechPrefs(localStorage, next, key);
      if (!next.enabled) synthesis()?.cancel();
    },
    [key],
  );

  // Resolves when the reading ends, fails or is cancelled. Some systems never fire `end`
  // (no audio output, no voice): a generous deadline from the text's length ends it anyway.
  // Reads only when reading aloud is on, unless `always` (a "Read aloud" button's own click).
  const speak = useCallback((text: string, options: { always?: boolean } = {}): Promise<void> => {
    const speech = synthesis();
    const { prefs, voices } = latest.current;
    if (!speech || (!prefs.enabled && !options.always)) return Promise.resolve();
    speech.cancel();
    return new Promise((resolve) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-US';
      utterance.rate = prefs.rate;
      const voice = voices.find((v) => v.voiceURI === prefs.voiceURI);
      if (voice) utterance.voice = voice;
      const words = text.split(/\s+/).length;
      const deadline = window.setTimeout(finish, (words / 2.2 / prefs.rate + 3) * 1000);
      function finish() {
        window.clearTimeout(deadline);
        resolve();
      }
      utterance.onend = finish;
      utterance.onerror = finish;
      speech.speak(utterance);
    });
  }, []);

  const cancel = useCallback(() => synthesis()?.cancel(), []);

  return { supported, prefs, setPrefs, voices, speak, cancel };
}
