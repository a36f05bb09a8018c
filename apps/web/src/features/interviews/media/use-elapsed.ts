import { useEffect, useState } from 'react';

// Whole seconds since `running` became true (0 while not running).
export function useElapsed(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    const timer = window.setInterval(
      () => setElapsed(Math.floor((performance.now() - started) / 1000)),
      250,
    );
    return () => {
      window.clearInterval(timer);
      setElapsed(0);
    };
  }, [running]);
  return running ? elapsed : 0;
}
