import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  FILE_STORAGE_QUOTA_BYTES,
  FILE_UPLOAD_EXTENSIONS,
  FILE_UPLOAD_MAX_BYTES,
  FILE_UPLOAD_TYPES,
  type FileManagerItem,
  type FileUploadType,
} from '@rehearse/contracts/file-manager';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { idIs } from '../../db/ids';
import { fileManagerItems as items } from '../../db/schema/file-manager';
import { formatFileSize } from '../../platform/file-size';
import { AppError, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { RecordingTooLargeError } from '../../platform/recording-store';
import { lockUserFiles, nameTaken, parentFolder } from './file-manager-items.service';
import { toItem } from './file-manager.service';

const MB = 1024 * 1024;
const GENERIC_TYPES = new Set(['', 'application/octet-stream']);
const KNOWN_TYPES = Object.keys(FILE_UPLOAD_TYPES);
const EXTENSIONS = Object.keys(FILE_UPLOAD_EXTENSIONS)
  .map((ext) => `.${ext}`)
  .join(', ');

// The upload's type: its Content-Type when the allow-list has it; when the browser sent none or
// a generic one, what the name's extension says. Anything else is refused with 415.
export function uploadType(contentType: string | undefined, name: string): FileUploadType {
  const base = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (KNOWN_TYPES.includes(base)) return base as FileUploadType;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const byName = FILE_UPLOAD_EXTENSIONS[extension];
  if (GENERIC_TYPES.has(base) && byName) return byName;
  throw new AppError(
    'fileManager.unsupported_type',
    `Upload PDF, spreadsheet, document, text or JPEG files (${EXTENSIONS})`,
    { field: 'file', params: { types: EXTENSIONS } },
  );
}

const tooLarge = () =>
  new AppError('fileManager.too_large', `A file can be at most ${FILE_UPLOAD_MAX_BYTES / MB} MB`, {
    field: 'file',
    params: { maxMb: FILE_UPLOAD_MAX_BYTES / MB },
  });
const overQuota = () =>
  new AppError(
    'fileManager.quota_exceeded',
    `Your files can take at most ${FILE_STORAGE_QUOTA_BYTES / MB} MB; delete some to make room`,
    { field: 'file', params: { quotaMb: FILE_STORAGE_QUOTA_BYTES / MB } },
  );

// The bytes the user's uploads take (sample files have none stored).
async function storedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${items.bytes}), 0)` })
    .from(items)
    .where(and(eq(items.userId, userId), isNotNull(items.storageKey)));
  return Number(row?.bytes ?? 0);
}

export type UploadInput = {
  folderId: string | undefined;
  name: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
};

// Streams an upload to the store under a fresh key, then records it. The row is inserted only
// once every byte is stored, so a crash mid-upload leaves at most a file without a row (the
// sweep removes it), never a row without its file. Refused before any byte is read when the
// declared size is over a limit; the quota is checked again under the user's lock with the
// real size, so concurrent uploads cannot pass it together.
export async function uploadFile(
  db: Db,
  store: FileStore,
  user: { id: string; name: string },
  input: UploadInput,
  now: Date,
): Promise<FileManagerItem> {
  const mimeType = uploadType(input.contentType, input.name);
  const declared = Number(input.contentLength ?? 0);
  if (declared > FILE_UPLOAD_MAX_BYTES) throw tooLarge();
  const folderId = await parentFolder(db, user.id, input.folderId);
  if (declared > 0 && (await storedBytes(db, user.id)) + declared > FILE_STORAGE_QUOTA_BYTES) {
    throw overQuota();
  }
  const empty = () => new AppError('fileManager.empty', 'The file is empty', { field: 'file' });
  if (!input.body) throw empty();
  const storageKey = crypto.randomUUID();
  let size: number;
  try {
    size = await store.save(storageKey, input.body, FILE_UPLOAD_MAX_BYTES);
  } catch (error) {
    if (error instanceof RecordingTooLargeError) throw tooLarge();
    throw error;
  }
  try {
    if (size === 0) throw empty();
    const row = await db.transaction(async (tx) => {
      await lockUserFiles(tx, user.id);
      if ((await storedBytes(tx, user.id)) + size > FILE_STORAGE_QUOTA_BYTES) throw overQuota();
      // The folder may have been deleted while the bytes came in.
      const parent = await parentFolder(tx, user.id, folderId);
      const [inserted] = await tx
        .insert(items)
        .values({
          userId: user.id,
          folderId: parent,
          name: input.name,
          createdBy: user.name,
          createdAt: now,
          modifiedAt: now,
          type: FILE_UPLOAD_TYPES[mimeType],
          size: formatFileSize(size),
          bytes: size,
          storageKey,
          mimeType,
        })
        .returning();
      return inserted!;
    });
    return toItem(row);
  } catch (error) {
    // Nothing of a refused upload is kept.
    await store.remove(storageKey);
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

// A file's stored bytes with what a download needs. A sample file has none: 404 no_content.
export async function openFile(db: Db, store: FileStore, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(items)
    .where(and(idIs(items.id, id), eq(items.userId, userId)));
  if (!row || row.type === 'folder') throw notFound('No file with this id', 'id');
  if (!row.storageKey || !row.mimeType) {
    throw new AppError('fileManager.no_content', 'This sample file has no content to download', {
      field: 'id',
    });
  }
  return { row, body: await store.open(row.storageKey) };
}

// Content-Disposition for a download: an ASCII fallback name and the exact name (RFC 6266).
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
