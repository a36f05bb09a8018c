import { successEnvelope } from '@rehearse/contracts/envelope';
import { recordingSchema, type Recording } from '@rehearse/contracts/recordings';
import { getAccessToken } from '../../../lib/access-token';
import { apiClient } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { z } from 'zod';

const envelope = successEnvelope(recordingSchema);

export type UploadInput = {
  blob: Blob;
  durationSeconds?: number;
  // Fraction of the bytes sent so far, 0-1.
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

// POST /api/recordings with the raw recording as the body. XMLHttpRequest rather than fetch:
// only it reports upload progress, which a 50 MB video needs.
export function uploadRecording({
  blob,
  durationSeconds,
  onProgress,
  signal,
}: UploadInput): Promise<Recording> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/recordings', window.location.origin);
    if (durationSeconds !== undefined) {
      url.searchParams.set('durationSeconds', String(Math.round(durationSeconds * 10) / 10));
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', blob.type);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, body));
        return;
      }
      const parsed = envelope.safeParse(body);
      if (!parsed.success) {
        console.error('Unexpected response from POST /api/recordings', parsed.error);
        reject(new ApiError(xhr.status, body, { code: 'client.bad_answer' }));
        return;
      }
      onProgress?.(1);
      resolve(parsed.data.data);
    };
    const failed = () => reject(new ApiError(NETWORK_ERROR_STATUS, null));
    xhr.onerror = failed;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(blob);
  });
}

// Drops an upload no answer uses (a take recorded again), with its file and transcription.
export const discardRecording = (id: string) =>
  apiClient.delete(
    `/api/recordings/${encodeURIComponent(id)}`,
    successEnvelope(z.object({ id: z.string() })),
  );
