import { z } from 'zod';

// Audio and video answers, uploaded as the raw request body (POST /api/recordings) with the
// recording's Content-Type. Codecs parameters (`video/webm;codecs=vp8,opus`) are allowed.
export const RECORDING_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'video/webm',
  'video/mp4',
] as const;

export const recordingUploadQuerySchema = z.object({
  // Length of the recording as the browser measured it, in seconds.
  durationSeconds: z.coerce.number().min(0).max(3600).optional(),
});

export const recordingSchema = z.object({
  id: z.uuid(),
  mimeType: z.string(),
  size: z.number().int(),
  durationSeconds: z.number().nullable(),
  createdAt: z.string(),
  // A signed address for <audio>/<video> (media elements cannot send the Bearer header); it
  // serves range requests and expires after an hour.
  url: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;
