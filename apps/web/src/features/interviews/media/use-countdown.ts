import { useEffect, useRef, useState } from 'react';

// Whole seconds left until `seconds` after it started running; calls onDone once at zero.
// Measured against the clock, so a busy tab never makes the countdown slow.
export function useCountdown(seconds: number, running: boolean, onDone?: () => void): number {
  // null until the running countdown's first tick (then the full time shows).
  const [left, setLeft] = useState<number | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    const deadline = performance.now() + seconds * 1000;
    let fired = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        done.current?.();
      }
    };
    const timer = window.setInterval(tick, 200);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
      setLeft(null);
    };
  }, [seconds, running]);

  return running && left !== null ? left : seconds;
}
