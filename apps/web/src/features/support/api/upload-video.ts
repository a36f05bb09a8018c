import { successEnvelope } from '@rehearse/contracts/envelope';
import { recordingSchema, type Recording } from '@rehearse/contracts/recordings';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const envelope = successEnvelope(recordingSchema);

// POST /api/recordings with the video file as the raw body, with progress: a long walkthrough
// video takes a while.
export async function uploadVideo(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Recording> {
  const answer = await uploadWithProgress({
    url: new URL('/api/recordings', window.location.origin),
    file,
    schema: envelope,
    onProgress,
    signal,
  });
  return answer.data;
}
