import type { Recording } from '@rehearse/contracts/recordings';
import type { Db } from '../../db/db';
import { findOwnRecording, saveRecording, toRecording } from '../../domain/recordings';
import type { ServiceContext } from '../../platform/services';

type Upload = Omit<Parameters<typeof saveRecording>[2], 'userId'>;

// Stores the caller's upload and answers it with its signed playback URL.
export async function uploadRecording(db: Db, ctx: ServiceContext, upload: Upload) {
  const row = await saveRecording(db, ctx, { ...upload, userId: ctx.user.id });
  return toRecording(await ctx.signingSecret(), row);
}

export async function getRecording(db: Db, ctx: ServiceContext, id: string): Promise<Recording> {
  const row = await findOwnRecording(db, ctx.user.id, id);
  return toRecording(await ctx.signingSecret(), row);
}
