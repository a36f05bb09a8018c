import type { Recording } from '@rehearse/contracts/recordings';
import type { Db } from '../../db/db';
import { findOwnRecording, saveRecording, toRecording } from '../../domain/recordings';
import type { ServiceContext } from '../../platform/services';
import {
  findOwnTranscription,
  queueTranscription,
  toTranscription,
} from '../../domain/transcriptions';

type Upload = Omit<Parameters<typeof saveRecording>[2], 'owner'>;

// Stores the caller's upload and answers it with its signed playback URL.
export async function uploadRecording(db: Db, ctx: ServiceContext, upload: Upload) {
  const row = await saveRecording(db, ctx, { ...upload, owner: { userId: ctx.user.id } });
  // Transcribed on the server when it has an engine (decision 032).
  await queueTranscription(db, ctx, row.id);
  return toRecording(await ctx.signingSecret(), row);
}

export async function getRecording(db: Db, ctx: ServiceContext, id: string): Promise<Recording> {
  const row = await findOwnRecording(db, ctx.user.id, id);
  return toRecording(await ctx.signingSecret(), row);
}

// The recording's server transcript: queued, running (with its stage and progress), done with
// its timed words, or failed with an error code.
export async function getTranscription(db: Db, ctx: ServiceContext, recordingId: string) {
  return toTranscription(await findOwnTranscription(db, ctx.user.id, recordingId));
}
