import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UpdatedMails, UpdateMailsInput } from '@rehearse/contracts/mailbox-compose';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { mails } from '../../db/schema/mailbox';
import { notFound } from '../../platform/errors';
import { changeFolderTotals, ownFolderId, ownLabelIds, toMail } from './mailbox-mails.service';

type MailRow = typeof mails.$inferSelect;

// PATCH mails (decision 061): the changes PATCH mail makes, to several of the user's mails in one
// transaction, so a selection is starred, labelled or moved to Trash all together or not at all.
// The mails are locked in id order (two overlapping selections cannot deadlock), and every id
// must be the user's: one unknown or foreign id answers 404 and changes nothing.
export async function updateMails(
  db: Db,
  userId: string,
  { ids, mail: input }: UpdateMailsInput,
): Promise<UpdatedMails> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw notFound('no mail with one of these ids', 'ids');
  return db.transaction(async (tx) => {
    const where = and(eq(mails.userId, userId), inArray(mails.id, unique));
    const current = await tx
      .select({ id: mails.id, folderId: mails.folderId })
      .from(mails)
      .where(where)
      .orderBy(asc(mails.id))
      .for('update');
    if (current.length !== unique.length) throw notFound('no mail with one of these ids', 'ids');

    const changes: Partial<MailRow> = {};
    if (input.starred !== undefined) changes.starred = input.starred;
    if (input.important !== undefined) changes.important = input.important;
    if (input.unread !== undefined) changes.unread = input.unread;
    if (input.labels !== undefined) changes.labels = await ownLabelIds(tx, userId, input.labels);
    let labels: SQL | undefined;
    const add = await ownLabelIds(tx, userId, input.addLabels ?? []);
    const remove = input.removeLabels ?? [];
    if (add.length > 0 || remove.length > 0) {
      // Each mail's own labels (or the list just set), plus the added ones, less the removed
      // ones, in their first order. Removing an id that is no label is harmless, so it is not
      // checked; one that is not a UUID cannot be any mail's label.
      const base = changes.labels
        ? sql`${`{${changes.labels.join(',')}}`}::uuid[]`
        : sql`${mails.labels}`;
      const removed = remove.filter(isUuid);
      labels = sql`array(
        select l from unnest(array_cat(${base}, ${`{${add.join(',')}}`}::uuid[])) with ordinality as u(l, n)
        where not (l = any(${`{${removed.join(',')}}`}::uuid[]))
        group by l order by min(n))`;
    }
    if (input.folder !== undefined) {
      const folderId = await ownFolderId(tx, userId, input.folder);
      const deltas = new Map<string, number>();
      for (const row of current) {
        if (row.folderId === folderId) continue;
        deltas.set(row.folderId, (deltas.get(row.folderId) ?? 0) - 1);
        deltas.set(folderId, (deltas.get(folderId) ?? 0) + 1);
      }
      await changeFolderTotals(tx, deltas);
      changes.folderId = folderId;
    }
    if (labels || Object.keys(changes).length > 0) {
      await tx
        .update(mails)
        .set({ ...changes, ...(labels ? { labels } : {}) })
        .where(where);
    }
    const rows = await tx
      .select()
      .from(mails)
      .where(where)
      .orderBy(desc(mails.date), desc(mails.id));
    return { mails: rows.map(toMail) };
  });
}
