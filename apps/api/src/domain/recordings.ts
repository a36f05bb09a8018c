import { RECORDING_TYPES, type Recording } from '@rehearse/contracts/recordings';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/db';
import { idIs } from '../db/ids';
import { recordings } from '../db/schema/recordings';
import { AppError, notFound } from '../platform/errors';
import type { AppServices } from '../platform/services';
import {
  RecordingTooLargeError,
  type ByteRange,
  type RecordingStore,
} from '../platform/recording-store';
import { recordingFilePath, signMediaPath } from './recording-urls';

export type RecordingRow = typeof recordings.$inferSelect;
export type RecordingOwner = { userId: string } | { candidateId: string };

// An upload not attached to an answer within a day is removed (the answer it was for was
// abandoned).
const ORPHAN_AGE_MS = 24 * 3600 * 1000;

export function recordingType(contentType: string | undefined): string {
  const base = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(RECORDING_TYPES as readonly string[]).includes(base)) {
    throw new AppError(
      'recording.unsupported_type',
      `Upload ${RECORDING_TYPES.join(', ')} (got ${base || 'no Content-Type'})`,
      { field: 'recording', params: { types: RECORDING_TYPES.join(', ') } },
    );
  }
  return base;
}

export async function toRecording(
  secret: string,
  row: RecordingRow,
  now = new Date(),
): Promise<Recording> {
  return {
    id: row.id,
    mimeType: row.mimeType,
    size: row.size,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
    url: await signMediaPath(secret, recordingFilePath(row.id), now),
  };
}

// Streams an upload into the store and records it. Over the limit or broken off, nothing is
// kept: the store removes the partial file and no row is written.
export async function saveRecording(
  db: Db,
  { recordings: store }: Pick<AppServices, 'recordings'>,
  input: {
    // Who owns it: a user's recording, or a candidate's (decision 048); exactly one.
    owner: RecordingOwner;
    contentType: string | undefined;
    contentLength: string | undefined;
    body: ReadableStream<Uint8Array> | null;
    durationSeconds?: number;
    maxBytes: number;
  },
): Promise<RecordingRow> {
  const mimeType = recordingType(input.contentType);
  const tooLarge = () =>
    new AppError('recording.too_large', new RecordingTooLargeError(input.maxBytes).message, {
      field: 'recording',
      params: { maxMb: Math.round(input.maxBytes / (1024 * 1024)) },
    });
  if (Number(input.contentLength ?? 0) > input.maxBytes) throw tooLarge();
  if (!input.body)
    throw new AppError('recording.empty', 'The recording is empty', { field: 'recording' });
  if ('userId' in input.owner) await sweepOrphans(db, store, input.owner.userId);
  const storageKey = crypto.randomUUID();
  let size: number;
  try {
    size = await store.save(storageKey, input.body, input.maxBytes);
  } catch (error) {
    if (error instanceof RecordingTooLargeError) throw tooLarge();
    throw error;
  }
  if (size === 0) {
    await store.remove(storageKey);
    throw new AppError('recording.empty', 'The recording is empty', { field: 'recording' });
  }
  try {
    const [row] = await db
      .insert(recordings)
      .values({
        userId: 'userId' in input.owner ? input.owner.userId : null,
        candidateId: 'candidateId' in input.owner ? input.owner.candidateId : null,
        mimeType,
        size,
        durationSeconds: input.durationSeconds ?? null,
        storageKey,
      })
      .returning();
    return row!;
  } catch (error) {
    await store.remove(storageKey);
    throw error;
  }
}

async function sweepOrphans(db: Db, store: RecordingStore, userId: string) {
  const old = await db
    .delete(recordings)
    .where(
      and(
        eq(recordings.userId, userId),
        isNull(recordings.attachedAt),
        lt(recordings.createdAt, new Date(Date.now() - ORPHAN_AGE_MS)),
      ),
    )
    .returning({ storageKey: recordings.storageKey });
  await removeFiles(
    store,
    old.map((r) => r.storageKey),
  );
}

export async function removeFiles(store: RecordingStore, keys: readonly string[]) {
  await Promise.all(keys.map((key) => store.remove(key)));
}

export async function findOwnRecording(db: Db, userId: string, id: string): Promise<RecordingRow> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(idIs(recordings.id, id), eq(recordings.userId, userId)));
  if (!row) throw notFound('No recording with this id');
  return row;
}

// Deletes an upload that no answer uses yet, with its file.
export async function deleteUnattachedRecording(
  db: Db,
  { recordings: store }: Pick<AppServices, 'recordings'>,
  userId: string,
  id: string,
): Promise<void> {
  const removed = await db
    .delete(recordings)
    .where(
      and(idIs(recordings.id, id), eq(recordings.userId, userId), isNull(recordings.attachedAt)),
    )
    .returning({ storageKey: recordings.storageKey });
  if (!removed.length) throw notFound('No unattached recording with this id');
  await removeFiles(
    store,
    removed.map((r) => r.storageKey),
  );
}

// Any user's recording, for a request that proved access with a signed URL.
export async function findRecordingFile(db: Db, id: string): Promise<RecordingRow> {
  const [row] = await db.select().from(recordings).where(idIs(recordings.id, id));
  if (!row) throw notFound('No recording with this id');
  return row;
}

// Ties an uploaded recording to an answer, inside the caller's transaction: only the
// caller's own recording, and only once.
export async function attachRecording(db: Db, userId: string, id: string): Promise<RecordingRow> {
  const [row] = await db
    .update(recordings)
    .set({ attachedAt: new Date() })
    .where(
      and(idIs(recordings.id, id), eq(recordings.userId, userId), isNull(recordings.attachedAt)),
    )
    .returning();
  if (!row) {
    throw new AppError('recording.not_available', 'No unused recording of yours with this id', {
      field: 'recordingId',
    });
  }
  return row;
}

// Deletes recording rows and then their files (after the rows, so a failure never leaves a
// row pointing at a missing file).
export async function deleteRecordings(
  db: Db,
  { recordings: store }: Pick<AppServices, 'recordings'>,
  ids: readonly string[],
) {
  if (!ids.length) return;
  const removed = await db
    .delete(recordings)
    .where(inArray(recordings.id, [...ids]))
    .returning({ storageKey: recordings.storageKey });
  await removeFiles(
    store,
    removed.map((r) => r.storageKey),
  );
}

export async function recordingsById(db: Db, ids: readonly (string | null)[]) {
  const wanted = ids.filter((id): id is string => id !== null);
  const rows = wanted.length
    ? await db.select().from(recordings).where(inArray(recordings.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

// "bytes=0-99", "bytes=100-", "bytes=-500" → an inclusive range within the file, or undefined
// for no Range header; a range outside the file is 416.
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  const unsatisfiable = () =>
    new AppError('request.range_not_satisfiable', `Range ${header} is outside the recording`, {
      headers: { 'Content-Range': `bytes */${size}` },
    });
  if (!match || (!match[1] && !match[2])) throw unsatisfiable();
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start > end || start >= size) throw unsatisfiable();
  return { start, end };
}
