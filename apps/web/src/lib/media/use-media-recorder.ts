import { useCallback, useEffect, useRef, useState } from 'react';
import { pickMimeType, type CaptureKind } from './recorder-mime';

export type RecordedMedia = { blob: Blob; mimeType: string; durationSeconds: number };

type Session = {
  recorder: MediaRecorder;
  chunks: Blob[];
  startedAt: number;
  done: Promise<RecordedMedia>;
};

// One MediaRecorder at a time over a live stream; stop() answers the whole recording.
export function useMediaRecorder() {
  const session = useRef<Session>(undefined);
  const [recording, setRecording] = useState(false);

  const start = useCallback((stream: MediaStream, kind: CaptureKind) => {
    if (session.current?.recorder.state === 'recording') session.current.recorder.stop();
    const mimeType = pickMimeType(kind, (type) => MediaRecorder.isTypeSupported(type));
    // Modest bit rates: a 15-minute video answer stays under the API's 100 MB limit.
    const recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: 64_000,
      videoBitsPerSecond: 750_000,
    });
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    const done = new Promise<RecordedMedia>((resolve, reject) => {
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        // The recorder's own type carries the codecs it used; fall back to the one asked for.
        const type =
          recorder.mimeType || mimeType || (kind === 'video' ? 'video/webm' : 'audio/webm');
        resolve({
          blob: new Blob(chunks, { type }),
          mimeType: type,
          durationSeconds: (performance.now() - startedAt) / 1000,
        });
      };
      recorder.onerror = () => reject(new DOMException('Recording failed', 'NotReadableError'));
    });
    // Chunks every second: a long answer is not held in one growing buffer.
    recorder.start(1000);
    session.current = { recorder, chunks, startedAt, done };
    setRecording(true);
  }, []);

  const stop = useCallback(async (): Promise<RecordedMedia | null> => {
    const current = session.current;
    if (!current) return null;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    setRecording(false);
    try {
      return await current.done;
    } finally {
      session.current = undefined;
    }
  }, []);

  useEffect(
    () => () => {
      const current = session.current;
      if (current && current.recorder.state !== 'inactive') current.recorder.stop();
    },
    [],
  );

  return { recording, start, stop };
}
