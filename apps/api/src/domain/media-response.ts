import type { Context } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { AppError } from '../platform/errors';
import type { RecordingStore } from '../platform/recording-store';
import { isValidSignature } from './recording-urls';
import { parseRange } from './recordings';

export type MediaFile = { storageKey: string; size: number; mimeType: string };

// Answers a stored media file: whole (200) or the asked byte range (206), so players can seek.
export async function mediaResponse(c: Context<AppEnv>, store: RecordingStore, file: MediaFile) {
  const range = parseRange(c.req.header('range'), file.size);
  const headers: Record<string, string> = {
    'Content-Type': file.mimeType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
  };
  const body = await store.open(file.storageKey, range);
  if (!range) return c.body(body, 200, { ...headers, 'Content-Length': String(file.size) });
  return c.body(body, 206, {
    ...headers,
    'Content-Length': String(range.end - range.start + 1),
    'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
  });
}

// Refuses a request whose signed URL (recording-urls.ts) does not sign `link.path` or has
// expired, before anything is looked up.
export async function requireSignature(
  c: Context<AppEnv>,
  link: { path: string; expires: number; signature: string },
) {
  const secret = await c.var.services.signingSecret();
  if (!(await isValidSignature(secret, link.path, link.expires, link.signature, new Date()))) {
    throw new AppError('request.link_expired', 'This link is invalid or has expired');
  }
}

// Serves a file behind a signed URL: checks the signature for `path` first, then answers the
// file `find` names (it throws 404 when there is none).
export async function signedMediaResponse(
  c: Context<AppEnv>,
  link: { path: string; expires: number; signature: string },
  find: () => Promise<MediaFile>,
) {
  await requireSignature(c, link);
  return mediaResponse(c, c.var.services.recordings, await find());
}

// Answers bytes held in memory (an audio rendition), whole or the asked range, as mediaResponse.
export function bytesResponse(
  c: Context<AppEnv>,
  bytes: Uint8Array<ArrayBuffer>,
  mimeType: string,
): Response {
  const size = bytes.byteLength;
  const range = parseRange(c.req.header('range'), size);
  const headers: Record<string, string> = {
    'Content-Type': mimeType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
  };
  if (!range) return c.body(bytes, 200, { ...headers, 'Content-Length': String(size) });
  return c.body(bytes.subarray(range.start, range.end + 1), 206, {
    ...headers,
    'Content-Length': String(range.end - range.start + 1),
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
  });
}
