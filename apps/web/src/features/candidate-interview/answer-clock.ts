import { useEffect, useState } from 'react';
import {
  UPLOAD_GRACE_SECONDS,
  type InterviewQuestion,
} from '@rehearse/contracts/candidate-interview';

// The timers of a question are the server's (docs/decisions/048-candidate-one-way-interview.md):
// the browser only counts down to the instants the server gave, on the server's clock.

// The server's clock as this browser sees it: the answer's `server_now` against the local time
// it arrived, ticking four times a second.
export function useServerNow(serverNow: string) {
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now();
    const tick = () => setNow(Date.now() + offset);
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [serverNow]);
  return now;
}

export const secondsUntil = (iso: string | null, now: number) =>
  iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;

export type StepProps = { token: string; question: InterviewQuestion; now: number };

// The answer time left, and whether even the upload grace after it has passed.
export function answerClock(question: InterviewQuestion, now: number) {
  const left = secondsUntil(question.answer_ends_at, now);
  const graceEnd = question.answer_ends_at
    ? Date.parse(question.answer_ends_at) + UPLOAD_GRACE_SECONDS * 1000
    : 0;
  return { left, closed: now > graceEnd };
}
