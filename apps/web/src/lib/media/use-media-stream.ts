import { useCallback, useEffect, useRef, useState } from 'react';
import { browserMediaSupport, mediaErrorKind, type MediaErrorKind } from './media-error';
import type { CaptureKind } from './recorder-mime';

export type MediaStreamState =
  | { status: 'idle' }
  | { status: 'requesting' }
  | { status: 'ready'; stream: MediaStream; kind: CaptureKind }
  | { status: 'error'; error: MediaErrorKind };

const stopTracks = (stream: MediaStream | undefined) =>
  stream?.getTracks().forEach((track) => track.stop());

// Asks for the microphone (and the camera for video) and holds the stream until it is
// released, replaced or the component goes: the camera light never stays on behind the user.
export function useMediaStream() {
  const [state, setState] = useState<MediaStreamState>({ status: 'idle' });
  const current = useRef<MediaStream>(undefined);
  // A request that a later request or a release overtook must not install its stream.
  const generation = useRef(0);

  const release = useCallback(() => {
    generation.current += 1;
    stopTracks(current.current);
    current.current = undefined;
    setState({ status: 'idle' });
  }, []);

  const request = useCallback(async (kind: CaptureKind): Promise<MediaStream | null> => {
    const mine = ++generation.current;
    stopTracks(current.current);
    current.current = undefined;
    const unsupported = browserMediaSupport();
    if (unsupported) {
      setState({ status: 'error', error: unsupported });
      return null;
    }
    setState({ status: 'requesting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
        video: kind === 'video' ? { width: { ideal: 960 }, height: { ideal: 540 } } : false,
      });
      if (mine !== generation.current) {
        stopTracks(stream);
        return null;
      }
      current.current = stream;
      setState({ status: 'ready', stream, kind });
      return stream;
    } catch (error) {
      if (mine === generation.current) setState({ status: 'error', error: mediaErrorKind(error) });
      return null;
    }
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
      stopTracks(current.current);
    },
    [],
  );

  return { state, request, release };
}
