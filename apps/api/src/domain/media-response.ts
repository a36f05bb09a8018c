import type { Context } from 'hono';
import type { AppEnv } from '../platform/app-env';
import type { RecordingStore } from '../platform/recording-store';
import { parseRange } from './recordings';

// Answers a stored media file: whole (200) or the asked byte range (206), so players can seek.
export async function mediaResponse(
  c: Context<AppEnv>,
  store: RecordingStore,
  file: { storageKey: string; size: number; mimeType: string },
) {
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
