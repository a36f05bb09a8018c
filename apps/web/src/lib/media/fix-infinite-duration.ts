import type { SyntheticEvent } from 'react';

// MediaRecorder's WebM files carry no duration, so players show "Infinity" and cannot seek
// until the end has been read. Seeking far past the end once makes the browser find it; the
// position then goes back to the start. Use as onLoadedMetadata.
export function fixInfiniteDuration(event: SyntheticEvent<HTMLMediaElement>) {
  const element = event.currentTarget;
  if (Number.isFinite(element.duration)) return;
  const restore = () => {
    element.removeEventListener('timeupdate', restore);
    element.currentTime = 0;
  };
  element.addEventListener('timeupdate', restore);
  element.currentTime = Number.MAX_SAFE_INTEGER;
}
