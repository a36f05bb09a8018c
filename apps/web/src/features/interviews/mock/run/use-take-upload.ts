import type { Recording } from '@rehearse/contracts/recordings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadRecording } from '../../api/upload-recording';
import type { RecordedMedia } from '../../../../lib/media/use-media-recorder';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; recording: Recording }
  | { status: 'error'; error: unknown };

// A take's recording uploads as soon as it stops, while the candidate checks the transcript;
// saving the take waits for it. A failed upload can be tried again with the same recording.
export function useTakeUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController>(undefined);
  const pending = useRef<Promise<Recording | null>>(Promise.resolve(null));
  const media = useRef<RecordedMedia>(undefined);

  const upload = useCallback((recorded: RecordedMedia): Promise<Recording | null> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    media.current = recorded;
    setState({ status: 'uploading', progress: 0 });
    pending.current = uploadRecording({
      blob: recorded.blob,
      durationSeconds: recorded.durationSeconds,
      signal: abort.signal,
      onProgress: (progress) => {
        if (!abort.signal.aborted) setState({ status: 'uploading', progress });
      },
    }).then(
      (recording) => {
        if (!abort.signal.aborted) setState({ status: 'done', recording });
        return recording;
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'error', error });
        return null;
      },
    );
    return pending.current;
  }, []);

  const retry = useCallback(
    () => (media.current ? upload(media.current) : Promise.resolve(null)),
    [upload],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    media.current = undefined;
    pending.current = Promise.resolve(null);
    setState({ status: 'idle' });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { state, upload, retry, reset, settled: () => pending.current };
}
