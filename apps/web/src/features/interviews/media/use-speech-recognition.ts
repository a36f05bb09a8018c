import { useCallback, useEffect, useRef, useState } from 'react';

// The Web Speech API's recognition, which TypeScript's DOM library does not describe.
type RecognitionResult = { isFinal: boolean; 0: { transcript: string } };
type RecognitionEvent = {
  resultIndex: number;
  results: { length: number; [index: number]: RecognitionResult };
};
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export const speechRecognitionSupported = () => recognitionConstructor() !== undefined;

// Errors after which trying again is pointless: permission refused, no service (offline or a
// browser without one), or no model for the language. Silence ('no-speech') is not one.
const FATAL = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'language-not-supported',
  'audio-capture',
]);

// Live speech recognition, where the browser offers it (feature-detected): the transcript
// grows while the candidate speaks. Browsers end a session after a silence, so it restarts
// until stop(). The analysis reads English, so it listens for English.
export function useSpeechRecognition() {
  const [supported] = useState(speechRecognitionSupported);
  const [listening, setListening] = useState(false);
  const [finalText, setFinalText] = useState('');
  const [interim, setInterim] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const recognition = useRef<Recognition>(undefined);
  const wanted = useRef(false);

  const stop = useCallback(() => {
    wanted.current = false;
    recognition.current?.stop();
    setListening(false);
    // Whatever was still being heard is kept as said.
    setInterim((pending) => {
      if (pending) setFinalText((text) => join(text, pending));
      return '';
    });
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    recognition.current?.abort();
    const r = new Constructor();
    r.lang = 'en-US';
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      let heard = '';
      const finals: string[] = [];
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i]!;
        if (result.isFinal) finals.push(result[0].transcript);
        else heard += result[0].transcript;
      }
      if (finals.length) setFinalText((text) => join(text, finals.join(' ')));
      setInterim(heard.trim());
    };
    r.onerror = (event) => {
      if (FATAL.has(event.error)) {
        wanted.current = false;
        setFailed(event.error);
      }
    };
    r.onend = () => {
      if (wanted.current && recognition.current === r) {
        try {
          r.start();
          return;
        } catch {
          // Fall through: stopped for good.
        }
      }
      setListening(false);
    };
    recognition.current = r;
    wanted.current = true;
    setFailed(null);
    setFinalText('');
    setInterim('');
    try {
      r.start();
      setListening(true);
    } catch {
      wanted.current = false;
      setFailed('start');
    }
  }, []);

  // Forget what was heard so far (the text it went into was edited): later words still come.
  const clear = useCallback(() => {
    setFinalText('');
    setInterim('');
  }, []);

  useEffect(
    () => () => {
      wanted.current = false;
      recognition.current?.abort();
    },
    [],
  );

  return {
    supported,
    listening,
    failed,
    transcript: join(finalText, interim),
    start,
    stop,
    clear,
  };
}

const join = (a: string, b: string) => [a.trim(), b.trim()].filter(Boolean).join(' ');
