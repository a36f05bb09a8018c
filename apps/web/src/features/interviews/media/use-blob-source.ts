import { useCallback } from 'react';

// A ref for an <audio>/<video> that plays a local recording: the object URL is made when the
// element mounts (or the recording changes) and revoked when it goes, so none leaks.
export function useBlobSource(blob: Blob | null | undefined) {
  return useCallback(
    (element: HTMLMediaElement | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => {
        element.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
}
