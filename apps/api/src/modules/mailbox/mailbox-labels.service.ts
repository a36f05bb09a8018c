import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CreateMailLabelInput,
  MailLabel,
  MailLabelColor,
  UpdateMailLabelInput,
} from '@rehearse/contracts/mailbox';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { selectRows } from '../../db/rows';
import { mailLabels, mails } from '../../db/schema/mailbox';
import { notFound } from '../../platform/errors';
import { slugify } from './slugify';

const DEFAULT_COLOR: MailLabelColor = 'blue';

const labelColumns = {
  id: mailLabels.id,
  title: mailLabels.title,
  slug: mailLabels.slug,
  color: sql<MailLabelColor>`${mailLabels.color}`,
};

const labelNotFound = () => notFound('No mail label with this id');

export async function listMailLabels(db: Db, userId: string): Promise<MailLabel[]> {
  return db
    .select(labelColumns)
    .from(mailLabels)
    .where(eq(mailLabels.userId, userId))
    .orderBy(asc(mailLabels.createdAt), asc(mailLabels.id));
}

// Serializes label writes per user until the transaction ends. Two keys (area, user) keep this
// apart from the single-key locks used elsewhere (the migration lock).
async function lockUserLabels(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mail_labels'), hashtext(${userId}))`);
}

// The first of `base`, `base-1`, `base-2`, ... that no other label of the user has. With n
// labels at most n candidates are taken, so n + 1 candidates always hold a free one.
async function freeSlug(tx: Db, userId: string, base: string, exceptId?: string) {
  const others = exceptId ? sql`and l.id <> ${exceptId}` : sql``;
  const [free] = await selectRows<{ slug: string }>(
    tx,
    sql`
      select c.slug from (
        select 0 as n, ${base}::text as slug
        union all
        select n, ${base}::text || '-' || n
        from generate_series(1, (select count(*)::int from ${mailLabels} where user_id = ${userId})) n
      ) c
      where not exists (
        select 1 from ${mailLabels} l where l.user_id = ${userId} and l.slug = c.slug ${others}
      )
      order by c.n
      limit 1`,
  );
  return free.slug;
}

// Label writes of one user run one at a time (lockUserLabels), so the free slug picked under
// the lock is still free when written: concurrent requests with one title all succeed, with
// -1, -2, ... The unique index on (user_id, slug) stays as the guarantee.
export async function createMailLabel(
  db: Db,
  userId: string,
  input: CreateMailLabelInput,
): Promise<MailLabel> {
  return db.transaction(async (tx) => {
    await lockUserLabels(tx, userId);
    const slug = await freeSlug(tx, userId, slugify(input.title));
    const [label] = await tx
      .insert(mailLabels)
      .values({ userId, title: input.title, slug, color: input.color ?? DEFAULT_COLOR })
      .returning(labelColumns);
    return label;
  });
}

// Changes the title and/or colour. The slug is regenerated from the (new or current) title on
// every update, as the spec says, leaving the label's own slug out of the uniqueness check: an
// unchanged title keeps its slug unless a lower suffix has become free.
export async function updateMailLabel(
  db: Db,
  userId: string,
  id: string,
  input: UpdateMailLabelInput,
): Promise<MailLabel> {
  return db.transaction(async (tx) => {
    await lockUserLabels(tx, userId);
    const [current] = await tx
      .select(labelColumns)
      .from(mailLabels)
      .where(and(idIs(mailLabels.id, id), eq(mailLabels.userId, userId)));
    if (!current) throw labelNotFound();
    const title = input.title ?? current.title;
    const slug = await freeSlug(tx, userId, slugify(title), id);
    const [label] = await tx
      .update(mailLabels)
      .set({ title, slug, color: input.color ?? current.color })
      .where(and(idIs(mailLabels.id, id), eq(mailLabels.userId, userId)))
      .returning(labelColumns);
    return label;
  });
}

// Deletes the label and strips its id from every mail of the user, in one transaction: no mail
// is ever left pointing at a label that does not exist.
export async function deleteMailLabel(db: Db, userId: string, id: string): Promise<true> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(mailLabels)
      .where(and(idIs(mailLabels.id, id), eq(mailLabels.userId, userId)))
      .returning({ id: mailLabels.id });
    if (deleted.length === 0) throw labelNotFound();
    await tx
      .update(mails)
      .set({ labels: sql`array_remove(${mails.labels}, ${id}::uuid)` })
      .where(and(eq(mails.userId, userId), sql`${mails.labels} @> array[${id}]::uuid[]`));
    return true as const;
  });
}
