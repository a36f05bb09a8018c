// The player's countdowns run on the server's clock: every attempt carries `serverNow`, and the
// difference to the browser's clock when it arrived is added to the browser's time, so a
// skewed client clock neither steals nor grants time.

export const clockOffset = (serverNow: string, receivedAt: number): number =>
  Date.parse(serverNow) - receivedAt;

export const remainingMs = (deadline: string, offset: number, now: number): number =>
  Math.max(0, Date.parse(deadline) - (now + offset));

// "0:42", "12:05", "1:02:03": whole seconds, rounded up so 0:00 shows only when time is out.
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

export type TimerTone = 'normal' | 'warning' | 'danger';

export function timerTone(ms: number): TimerTone {
  if (ms <= 10_000) return 'danger';
  if (ms <= 30_000) return 'warning';
  return 'normal';
}

// Minutes and seconds of a duration, for "1 min 5 s" style labels.
export function splitDuration(ms: number): { minutes: number; seconds: number } {
  const total = Math.round(Math.max(0, ms) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
