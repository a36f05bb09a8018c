import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FileItem, FileManagerListing } from '@rehearse/contracts/file-manager';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { fileManagerItems as items } from '../../db/schema/file-manager';
import { notFound } from '../../platform/errors';

type ItemRow = typeof items.$inferSelect;

const toItem = (row: ItemRow): FileItem => ({
  id: row.id,
  folderId: row.folderId,
  name: row.name,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  modifiedAt: row.modifiedAt.toISOString(),
  size: row.size,
  type: row.type,
  contents: row.contents,
  description: row.description,
});

const noSuchFolder = () => notFound('No folder with this id');

// The folder and its ancestors up to the root, in one recursive query; answered root first.
// Empty when the folder is not one of this user's folders.
async function folderPath(db: Db, userId: string, folderId: string): Promise<ItemRow[]> {
  const rows = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.userId, userId),
        sql`${items.id} in (
          with recursive chain(id, folder_id) as (
            select f.id, f.folder_id from file_manager_items f
            where f.id = ${folderId} and f.user_id = ${userId} and f.type = 'folder'
            union all
            select p.id, p.folder_id from file_manager_items p
            join chain on p.id = chain.folder_id
            where p.user_id = ${userId}
          )
          select id from chain
        )`,
      ),
    );
  // Order the chain by walking it from the root down.
  const path: ItemRow[] = [];
  for (let parent: string | null = null; ;) {
    const next = rows.find((row) => row.folderId === parent);
    if (!next) break;
    path.push(next);
    parent = next.id;
  }
  return path;
}

// A folder's listing: its folders and its files, each sorted by name, and the breadcrumb path.
// `folderId` null is the root.
export async function listFolder(
  db: Db,
  userId: string,
  folderId: string | null,
): Promise<FileManagerListing> {
  let path: ItemRow[] = [];
  if (folderId !== null) {
    // The path is walked in raw SQL, where a malformed id would be refused by the uuid cast.
    if (!isUuid(folderId)) throw noSuchFolder();
    path = await folderPath(db, userId, folderId);
    if (path.length === 0) throw noSuchFolder();
  }
  const children = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.userId, userId),
        folderId === null ? isNull(items.folderId) : eq(items.folderId, folderId),
      ),
    )
    .orderBy(sql`lower(${items.name})`, asc(items.name), asc(items.id));
  return {
    folders: children.filter((row) => row.type === 'folder').map(toItem),
    files: children.filter((row) => row.type !== 'folder').map(toItem),
    path: path.map(toItem),
  };
}
