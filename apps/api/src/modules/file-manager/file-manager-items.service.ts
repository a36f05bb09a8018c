import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CreateFolderBody,
  FileManagerItem,
  UpdateItemBody,
} from '@rehearse/contracts/file-manager';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { idIs } from '../../db/ids';
import { selectRows } from '../../db/rows';
import { fileManagerItems as items } from '../../db/schema/file-manager';
import { AppError, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import {
  folderPath,
  folderTotals,
  noSuchFolder,
  toItem,
  type ItemRow,
} from './file-manager.service';

// Serializes one user's writes to the file manager until the transaction ends: a move checked
// against the tree cannot race another move into a cycle, nor two uploads past the quota.
export async function lockUserFiles(tx: Db, userId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('file_manager'), hashtext(${userId}))`,
  );
}

export const nameTaken = (name: string) =>
  new AppError('fileManager.name_taken', `This folder already has an item named “${name}”`, {
    field: 'name',
    params: { name },
  });

const noSuchItem = () => notFound('No file or folder with this id', 'id');

// `folderId` as a parent: null (the root) or one of the user's folders, else 404 on folderId.
export async function parentFolder(db: Db, userId: string, folderId: string | null | undefined) {
  if (folderId === null || folderId === undefined || folderId === 'null') return null;
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(idIs(items.id, folderId), eq(items.userId, userId), eq(items.type, 'folder')));
  if (!row) throw noSuchFolder('folderId');
  return row.id;
}

async function withTotals(db: Db, userId: string, row: ItemRow): Promise<FileManagerItem> {
  return toItem(row, row.type === 'folder' ? await folderTotals(db, userId, [row.id]) : undefined);
}

// A unique-name violation from inside `run` becomes the 409 a user can act on, naming the name
// (`name()` is read after the failure: a move learns the item's name inside its transaction).
async function refusingDuplicates<T>(name: () => string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name());
    throw error;
  }
}

export async function createFolder(
  db: Db,
  user: { id: string; name: string },
  body: CreateFolderBody,
): Promise<FileManagerItem> {
  const row = await refusingDuplicates(
    () => body.name,
    () =>
      db.transaction(async (tx) => {
        await lockUserFiles(tx, user.id);
        const folderId = await parentFolder(tx, user.id, body.folderId);
        const [inserted] = await tx
          .insert(items)
          .values({
            userId: user.id,
            folderId,
            name: body.name,
            createdBy: user.name,
            type: 'folder',
            size: '0 KB',
            contents: '0 files',
            description: body.description ?? '',
          })
          .returning();
        return inserted!;
      }),
  );
  return withTotals(db, user.id, row);
}

// Renames, moves (never into itself or below itself) and describes (folders only) an item.
export async function updateItem(
  db: Db,
  userId: string,
  body: UpdateItemBody,
  now: Date,
): Promise<FileManagerItem> {
  let name = body.name ?? '';
  const row = await refusingDuplicates(
    () => name,
    () =>
      db.transaction(async (tx) => {
        await lockUserFiles(tx, userId);
        const [item] = await tx
          .select()
          .from(items)
          .where(and(idIs(items.id, body.id), eq(items.userId, userId)));
        if (!item) throw noSuchItem();
        name = body.name ?? item.name;
        if (body.description !== undefined && item.type !== 'folder') {
          throw new AppError('validation.field_invalid', 'Only a folder has a description', {
            field: 'description',
          });
        }
        let folderId = item.folderId;
        if (body.folderId !== undefined) {
          folderId = await parentFolder(tx, userId, body.folderId);
          // The target's chain up to the root must not pass through the item itself.
          const chain = folderId === null ? [] : await folderPath(tx, userId, folderId);
          if (chain.some((folder) => folder.id === item.id)) {
            throw new AppError(
              'fileManager.move_into_itself',
              'A folder cannot move into itself or into a folder inside it',
              { field: 'folderId' },
            );
          }
        }
        const [updated] = await tx
          .update(items)
          .set({
            name,
            folderId,
            description: body.description ?? item.description,
            modifiedAt: now,
          })
          .where(eq(items.id, item.id))
          .returning();
        return updated!;
      }),
  );
  return withTotals(db, userId, row);
}

// Deletes an item and, for a folder, everything below it; then their stored bytes (after the
// rows, so no row is ever left pointing at removed bytes). Answers how many items went.
export async function deleteItem(
  db: Db,
  store: FileStore,
  userId: string,
  id: string,
): Promise<{ deleted: number }> {
  const removed = await db.transaction(async (tx) => {
    await lockUserFiles(tx, userId);
    const [item] = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(idIs(items.id, id), eq(items.userId, userId)));
    if (!item) throw noSuchItem();
    const below = await selectRows<{ id: string }>(
      tx,
      sql`with recursive tree(id) as (
            select ${item.id}::uuid
            union all
            select c.id from file_manager_items c join tree on c.folder_id = tree.id
            where c.user_id = ${userId}
          )
          select id from tree`,
    );
    return tx
      .delete(items)
      .where(
        and(
          eq(items.userId, userId),
          inArray(
            items.id,
            below.map((row) => row.id),
          ),
        ),
      )
      .returning({ storageKey: items.storageKey });
  });
  const keys = removed.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  await Promise.all(keys.map((key) => store.remove(key)));
  return { deleted: removed.length };
}
