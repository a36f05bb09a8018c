// The spoken warm-up of a candidate's one-way interview
// (docs/decisions/053-read-aloud-and-spoken-warm-up.md). The candidate records a practice
// answer; its audio is read into memory (never the recording store, never a `recordings` row),
// transcribed by the same engine as every recorded answer (decision 032), and the words with
// their timings go back for the browser's feedback. Nothing of it is kept: the team never sees
// the warm-up.
import {
  WARM_UP_LIMIT,
  WARM_UP_LIMIT_WINDOW_MINUTES,
  WARM_UP_MAX_BYTES,
  type WarmUpStatus,
  type WarmUpTranscript,
} from '@rehearse/contracts/candidate-interview';
import type { Db } from '../../db/db';
import { recordingType } from '../../domain/recordings';
import { AppError } from '../../platform/errors';
import { consumeLimit } from '../../platform/rate-limit';
import type { AppServices } from '../../platform/services';
import {
  openInterview,
  requireAnswering,
  type InterviewRequest,
} from './candidate-interview.service';

type Services = Pick<AppServices, 'now' | 'transcriber'>;

const tooLarge = () =>
  new AppError('recording.too_large', 'The warm-up recording is larger than the limit', {
    field: 'recording',
    params: { maxMb: Math.round(WARM_UP_MAX_BYTES / (1024 * 1024)) },
  });
const empty = () =>
  new AppError('recording.empty', 'The recording is empty', { field: 'recording' });

// Whether this server can transcribe the warm-up; the page offers the written one otherwise.
export async function warmUpStatus(
  db: Db,
  services: Services,
  request: InterviewRequest,
): Promise<WarmUpStatus> {
  const { candidate } = await openInterview(db, services, request);
  requireAnswering(candidate);
  return { spoken: services.transcriber.status.available, max_bytes: WARM_UP_MAX_BYTES };
}

export type WarmUpUpload = {
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
};

export async function transcribeWarmUp(
  db: Db,
  services: Services,
  request: InterviewRequest,
  upload: WarmUpUpload,
): Promise<WarmUpTranscript> {
  const { candidate } = await openInterview(db, services, request);
  requireAnswering(candidate);
  if (!services.transcriber.status.available) {
    throw new AppError(
      'candidateInterview.warm_up_unavailable',
      'This server does not transcribe recordings; write the warm-up answer instead',
    );
  }
  recordingType(upload.contentType);
  if (Number(upload.contentLength ?? 0) > WARM_UP_MAX_BYTES) throw tooLarge();
  // Each transcription costs a core for a third of the audio's length: a few per candidate.
  await consumeLimit(db, [`interview:warm-up:${candidate.id}`], {
    limit: WARM_UP_LIMIT,
    windowMs: WARM_UP_LIMIT_WINDOW_MINUTES * 60 * 1000,
    message: 'Too many warm-up recordings.',
  });
  const audio = await readLimited(upload.body, WARM_UP_MAX_BYTES);
  try {
    const result = await services.transcriber.transcribe(asStream(audio), () => undefined);
    return { text: result.text, words: result.words, audio_seconds: result.audioSeconds };
  } catch (error) {
    if (error instanceof Error && /ffmpeg could not decode/.test(error.message)) {
      throw new AppError('transcription.audio_unreadable', 'The recording could not be read', {
        field: 'recording',
      });
    }
    throw new AppError('transcription.failed', 'The recording could not be transcribed');
  }
}

// Reads the upload into memory, stopping (and cancelling the upload) past the limit.
async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number) {
  if (!body) throw empty();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (size === 0) throw empty();
  const audio = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    audio.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return audio;
}

function asStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
