import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FileManagerItem, FileManagerListing } from '@rehearse/contracts/file-manager';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { selectRows } from '../../db/rows';
import { fileManagerItems as items } from '../../db/schema/file-manager';
import { formatFileCount, formatFileSize } from '../../platform/file-size';
import { notFound } from '../../platform/errors';

export type ItemRow = typeof items.$inferSelect;
type Totals = Map<string, { files: number; bytes: number }>;

// A row as the API answers it. A folder's size and contents are the totals of every file below
// it, computed (`totals`) so that they stay true after uploads, moves and deletes.
export const toItem = (row: ItemRow, totals: Totals = new Map()): FileManagerItem => {
  const total = row.type === 'folder' ? (totals.get(row.id) ?? { files: 0, bytes: 0 }) : null;
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    size: formatFileSize(total ? total.bytes : row.bytes),
    type: row.type,
    contents: total ? formatFileCount(total.files) : null,
    description: row.description,
    downloadable: row.storageKey !== null,
  };
};

export const noSuchFolder = (field?: string) => notFound('No folder with this id', field);

// The number and total bytes of the files at any depth below each of the given folders, in
// one recursive query.
export async function folderTotals(db: Db, userId: string, folderIds: string[]): Promise<Totals> {
  const totals: Totals = new Map();
  if (folderIds.length === 0) return totals;
  const ids = sql.join(
    folderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await selectRows<{ id: string; files: number | string; bytes: number | string }>(
    db,
    sql`with recursive tree(root_id, id) as (
          select f.id, f.id from file_manager_items f
          where f.user_id = ${userId} and f.id in (${ids})
          union all
          select tree.root_id, c.id from file_manager_items c
          join tree on c.folder_id = tree.id
          where c.user_id = ${userId}
        )
        select tree.root_id as id,
          count(*) filter (where i.type <> 'folder') as files,
          coalesce(sum(i.bytes) filter (where i.type <> 'folder'), 0) as bytes
        from tree join file_manager_items i on i.id = tree.id
        group by tree.root_id`,
  );
  for (const row of rows)
    totals.set(row.id, { files: Number(row.files), bytes: Number(row.bytes) });
  return totals;
}

// The folder and its ancestors up to the root, in one recursive query; answered root first.
// Empty when the folder is not one of this user's folders.
export async function folderPath(db: Db, userId: string, folderId: string): Promise<ItemRow[]> {
  if (!isUuid(folderId)) return [];
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
  const folders = children.filter((row) => row.type === 'folder');
  const totals = await folderTotals(
    db,
    userId,
    [...folders, ...path].map((row) => row.id),
  );
  return {
    folders: folders.map((row) => toItem(row, totals)),
    files: children.filter((row) => row.type !== 'folder').map((row) => toItem(row, totals)),
    path: path.map((row) => toItem(row, totals)),
  };
}

// Every folder of the user (id, parent, name): the move dialog's tree.
export async function listAllFolders(db: Db, userId: string) {
  const rows = await db
    .select({ id: items.id, folderId: items.folderId, name: items.name })
    .from(items)
    .where(and(eq(items.userId, userId), eq(items.type, 'folder')))
    .orderBy(sql`lower(${items.name})`, asc(items.id));
  return { folders: rows };
}
