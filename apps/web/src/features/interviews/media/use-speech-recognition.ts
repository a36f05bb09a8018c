import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecognitionPlan } from './recognition-plan';
import { RECOGNITION_LANG, recognitionConstructor, type Recognition } from './recognition-support';
import { useRecognitionAvailability } from './use-recognition-availability';

// Errors after which trying again is pointless: permission refused, no service (offline or a
// browser without one), no model for the language, or on-device recognition refused.
// Silence ('no-speech') is not one.
const FATAL = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'language-not-supported',
  'audio-capture',
]);

const planKey = (plan: RecognitionPlan) =>
  plan.listen ? (plan.processLocally ? 'local' : 'service') : 'none';

// Live speech recognition as the "Live transcript" preference allows (see recognition-plan.ts):
// the transcript grows while the candidate speaks. On-device by default, so audio stays on the
// computer; where the browser cannot promise that, nothing is started and typing remains.
// Browsers end a session after a silence, so it restarts until stop().
export function useSpeechRecognition() {
  const availability = useRecognitionAvailability();
  const { plan } = availability;
  const [listening, setListening] = useState(false);
  const [finalText, setFinalText] = useState('');
  const [interim, setInterim] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const recognition = useRef<Recognition>(undefined);
  // Between start() and stop(): the answer is being recorded.
  const wanted = useRef(false);
  const latestPlan = useRef(plan);

  const keepInterim = useCallback(() => {
    // Whatever was still being heard is kept as said.
    setInterim((pending) => {
      if (pending) setFinalText((text) => join(text, pending));
      return '';
    });
  }, []);

  // Starts a recogniser for the plan (never one that may send audio away when the plan says
  // local). The text heard so far stays.
  const listen = useCallback((current: RecognitionPlan) => {
    const Constructor = recognitionConstructor();
    if (!Constructor || !current.listen) return;
    recognition.current?.abort();
    const r = new Constructor();
    r.lang = RECOGNITION_LANG;
    r.continuous = true;
    r.interimResults = true;
    if (current.processLocally) {
      r.processLocally = true;
      if (r.processLocally !== true) {
        // The switch did not take: this browser could send the audio away.
        setFailed('service-not-allowed');
        return;
      }
    }
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
      if (FATAL.has(event.error) && recognition.current === r) {
        recognition.current = undefined;
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
      if (recognition.current === r || recognition.current === undefined) setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      recognition.current = undefined;
      setFailed('start');
    }
  }, []);

  const start = useCallback(() => {
    wanted.current = true;
    setFailed(null);
    setFinalText('');
    setInterim('');
    listen(latestPlan.current);
  }, [listen]);

  const stop = useCallback(() => {
    wanted.current = false;
    recognition.current?.stop();
    recognition.current = undefined;
    setListening(false);
    keepInterim();
  }, [keepInterim]);

  // The preference or the browser's answer changed (chosen in the settings, or the on-device
  // model finished installing): a running recogniser of the wrong kind stops, and while an
  // answer is recorded the right one starts.
  const key = planKey(plan);
  useEffect(() => {
    latestPlan.current = plan;
    const running = recognition.current;
    if (running) {
      recognition.current = undefined;
      running.abort();
      setListening(false);
      keepInterim();
    }
    if (wanted.current && plan.listen) {
      setFailed(null);
      listen(plan);
    }
    // Only when the kind of recognition changes, not on every new plan object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

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
    availability,
    plan,
    listening,
    failed,
    transcript: join(finalText, interim),
    start,
    stop,
    clear,
  };
}

export type SpeechRecognitionState = ReturnType<typeof useSpeechRecognition>;

const join = (a: string, b: string) => [a.trim(), b.trim()].filter(Boolean).join(' ');
