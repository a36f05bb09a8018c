import { useCallback, useEffect, useRef, useState } from 'react';

type Heard = { transcript: string; clear: () => void };

const join = (a: string, b: string) => (a.trim() && b ? `${a.trimEnd()} ${b}` : a || b);

// The answer's text: what the candidate typed, followed by what speech recognition hears. An
// edit becomes the new base and the recogniser's words so far are dropped from it (they are
// in the edited text), so neither ever overwrites the other.
export function useLiveTranscript(heard: Heard) {
  const [text, setText] = useState('');
  const base = useRef('');
  const { transcript, clear } = heard;

  useEffect(() => {
    if (transcript) setText(join(base.current, transcript));
  }, [transcript]);

  const edit = useCallback(
    (value: string) => {
      base.current = value;
      clear();
      setText(value);
    },
    [clear],
  );

  return { text, edit, reset: edit };
}
