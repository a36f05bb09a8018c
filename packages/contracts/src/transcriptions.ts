import { z } from 'zod';

// Server-side transcription of recorded answers (decision 032): each uploaded recording is
// queued for transcription; its words carry timings from the audio, so pace and pauses are
// measured from what was said.

export const TRANSCRIPTION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const transcriptionStatusSchema = z.enum(TRANSCRIPTION_STATUSES);
export type TranscriptionStatus = z.infer<typeof transcriptionStatusSchema>;

export const recognisedWordSchema = z.object({
  text: z.string(),
  // Seconds from the start of the recording.
  start: z.number(),
  end: z.number(),
  // The engine's confidence, 0-1.
  confidence: z.number(),
});

// GET /api/recordings/{id}/transcription
export const transcriptionSchema = z.object({
  recordingId: z.uuid(),
  status: transcriptionStatusSchema,
  // While running: 'decoding' (audio to PCM) or 'recognising'.
  stage: z.enum(['decoding', 'recognising']).nullable(),
  // 0-100.
  progress: z.number().int(),
  engine: z.string(),
  text: z.string().nullable(),
  words: z.array(recognisedWordSchema).nullable(),
  // Length of the decoded audio, seconds.
  audioSeconds: z.number().nullable(),
  // Why a failed transcription failed: an error code (errors.<code> in the web's texts).
  errorCode: z.string().nullable(),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

// The short form carried by a mock-interview take.
export const transcriptionProgressSchema = transcriptionSchema.pick({
  status: true,
  stage: true,
  progress: true,
  errorCode: true,
});
export type TranscriptionProgress = z.infer<typeof transcriptionProgressSchema>;

// GET /api/speech: whether this server transcribes recordings, with which engine, and when not,
// which Debian packages are missing and the command that installs them.
export const speechStatusSchema = z.object({
  available: z.boolean(),
  engine: z.string(),
  missing: z.array(z.string()),
  installCommand: z.string().nullable(),
});
export type SpeechStatus = z.infer<typeof speechStatusSchema>;
