import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAIL_PAGE_SIZE,
  type Mail,
  type MailListItem,
  type MailsPage,
  type MailsQuery,
  type UpdateMailInput,
} from '@rehearse/contracts/mailbox';
import type { Db } from '../../db/db';
import { idIs, isUuid } from '../../db/ids';
import { mailFolders, mailLabels, mails } from '../../db/schema/mailbox';
import { notFound } from '../../platform/errors';

type MailRow = typeof mails.$inferSelect;

export const toMail = (row: MailRow): Mail => ({
  id: row.id,
  type: 'mail',
  from: { avatar: row.fromAvatar, contact: row.fromContact },
  to: row.to,
  cc: row.cc,
  bcc: row.bcc,
  date: row.date.toISOString(),
  subject: row.subject,
  content: row.content,
  attachments: row.attachments,
  starred: row.starred,
  important: row.important,
  unread: row.unread,
  folder: row.folderId,
  labels: row.labels,
});

const toListItem = (row: MailRow): MailListItem => ({
  ...toMail(row),
  ccCount: row.cc.length,
  bccCount: row.bcc.length,
});

const mailNotFound = () => notFound('No mail with this id');

// Folder and label slugs name the user's own rows, like ids do: a slug the user does not have
// (never existed, renamed, deleted, or another user's) answers 404 naming the parameter, so a
// stale link shows "not found" instead of a misleading empty list.
async function folderBySlug(db: Db, userId: string, slug: string) {
  const [row] = await db
    .select({ id: mailFolders.id, total: mailFolders.total })
    .from(mailFolders)
    .where(and(eq(mailFolders.userId, userId), eq(mailFolders.slug, slug)));
  if (!row) throw notFound(`no mail folder "${slug}"`, 'folder');
  return row;
}

async function labelIdBySlug(db: Db, userId: string, slug: string) {
  const [row] = await db
    .select({ id: mailLabels.id })
    .from(mailLabels)
    .where(and(eq(mailLabels.userId, userId), eq(mailLabels.slug, slug)));
  if (!row) throw notFound(`no mail label "${slug}"`, 'label');
  return row.id;
}

// The list's WHERE clause: folder, filter and label combine with AND; with none, the inbox.
// Also answers the list's size when it is already known: a whole folder's is its stored total.
async function mailListCondition(db: Db, userId: string, query: MailsQuery) {
  const { filter, label } = query;
  const folderSlug = query.folder ?? (filter || label ? undefined : 'inbox');
  const conditions: SQL[] = [eq(mails.userId, userId)];
  let knownTotal: number | undefined;
  if (folderSlug) {
    const folder = await folderBySlug(db, userId, folderSlug);
    conditions.push(eq(mails.folderId, folder.id));
    if (!filter && !label) knownTotal = folder.total;
  }
  // A bare column reference (not `= true`) so the planner matches the partial indexes.
  if (filter) conditions.push(sql`${mails[filter]}`);
  if (label) {
    const labelId = await labelIdBySlug(db, userId, label);
    conditions.push(sql`${mails.labels} @> array[${labelId}]::uuid[]`);
  }
  return { where: and(...conditions) as SQL, knownTotal };
}

// One page of the list, newest first (decision 008): one-based pages
// of 10, lastPage at least 1, zero-based startIndex and endIndex (the last mail on the page).
// A page past the last answers no mails and only lastPage. Paging runs in SQL on the
// (user_id, ...) indexes, so a page costs the same at any volume; so does the size of a whole
// folder (its stored total). Narrower lists are counted in SQL on the partial and GIN indexes,
// in time proportional to the number of matching mails.
export async function listMails(db: Db, userId: string, query: MailsQuery): Promise<MailsPage> {
  const page = query.page ?? 1;
  const { where, knownTotal } = await mailListCondition(db, userId, query);
  const total =
    knownTotal ?? (await db.select({ total: count() }).from(mails).where(where))[0].total;
  const lastPage = Math.max(Math.ceil(total / MAIL_PAGE_SIZE), 1);
  if (page > lastPage) return { mails: null, pagination: { lastPage } };

  const startIndex = (page - 1) * MAIL_PAGE_SIZE;
  const rows = await db
    .select()
    .from(mails)
    .where(where)
    .orderBy(desc(mails.date), desc(mails.id))
    .limit(MAIL_PAGE_SIZE)
    .offset(startIndex);
  return {
    mails: rows.map(toListItem),
    pagination: {
      totalResults: total,
      resultsPerPage: MAIL_PAGE_SIZE,
      currentPage: page,
      lastPage,
      startIndex,
      endIndex: Math.min(startIndex + MAIL_PAGE_SIZE, total) - 1,
    },
  };
}

export async function getMail(db: Db, userId: string, id: string): Promise<Mail> {
  const [row] = await db
    .select()
    .from(mails)
    .where(and(idIs(mails.id, id), eq(mails.userId, userId)));
  if (!row) throw mailNotFound();
  return toMail(row);
}

// The given label ids, deduplicated, once each is known to be one of the user's labels.
export async function ownLabelIds(db: Db, userId: string, ids: string[]): Promise<string[]> {
  const labelIds = [...new Set(ids)];
  if (labelIds.length === 0) return labelIds;
  const missing = () => notFound('no mail label with one of these ids', 'labels');
  if (!labelIds.every(isUuid)) throw missing();
  const found = await db
    .select({ id: mailLabels.id })
    .from(mailLabels)
    .where(and(eq(mailLabels.userId, userId), inArray(mailLabels.id, labelIds)))
    .for('share');
  if (found.length !== labelIds.length) throw missing();
  return labelIds;
}

// Keeps the stored folder totals exact when mails are added or move: `deltas` maps folder ids to
// the change of their total. The folder rows are locked in id order first, so two opposite
// moves running at once cannot deadlock.
export async function changeFolderTotals(db: Db, deltas: Map<string, number>) {
  const ids = [...deltas.keys()].sort();
  if (ids.length === 0) return;
  await db
    .select({ id: mailFolders.id })
    .from(mailFolders)
    .where(inArray(mailFolders.id, ids))
    .orderBy(asc(mailFolders.id))
    .for('update');
  for (const id of ids) {
    const delta = deltas.get(id) ?? 0;
    if (delta === 0) continue;
    await db
      .update(mailFolders)
      .set({ total: sql`${mailFolders.total} + ${delta}` })
      .where(eq(mailFolders.id, id));
  }
}

const moveFolderTotal = (db: Db, fromId: string, toId: string) =>
  changeFolderTotals(
    db,
    new Map([
      [fromId, -1],
      [toId, 1],
    ]),
  );

// The user's folder with this id, for a move; 404 naming `folder` otherwise.
export async function ownFolderId(db: Db, userId: string, folderId: string): Promise<string> {
  const [folder] = await db
    .select({ id: mailFolders.id })
    .from(mailFolders)
    .where(and(idIs(mailFolders.id, folderId), eq(mailFolders.userId, userId)));
  if (!folder) throw notFound('no mail folder with this id', 'folder');
  return folder.id;
}

// Applies a partial update (flags, a move to another folder, the label set) and answers the
// merged mail. The folder and labels must be the user's own: an unknown or foreign id answers
// 404 naming the field and changes nothing. The mail is locked for the transaction, so
// concurrent moves of one mail adjust the folder totals one after the other. The labels are
// read FOR SHARE, so a concurrent label deletion either waits for this update (and then strips
// the label) or wins first (and this update answers 404): no mail keeps a deleted label.
export async function updateMail(
  db: Db,
  userId: string,
  id: string,
  input: UpdateMailInput,
): Promise<Mail> {
  return db.transaction(async (tx) => {
    const where = and(idIs(mails.id, id), eq(mails.userId, userId));
    const [current] = await tx.select().from(mails).where(where).for('update');
    if (!current) throw mailNotFound();

    const changes: Partial<MailRow> = {};
    if (input.starred !== undefined) changes.starred = input.starred;
    if (input.important !== undefined) changes.important = input.important;
    if (input.unread !== undefined) changes.unread = input.unread;
    if (input.folder !== undefined) {
      const folderId = await ownFolderId(tx, userId, input.folder);
      if (folderId !== current.folderId) {
        await moveFolderTotal(tx, current.folderId, folderId);
        changes.folderId = folderId;
      }
    }
    if (input.labels !== undefined) changes.labels = await ownLabelIds(tx, userId, input.labels);
    if (Object.keys(changes).length === 0) return toMail(current);

    const [row] = await tx.update(mails).set(changes).where(where).returning();
    return toMail(row);
  });
}
