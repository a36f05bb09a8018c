import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type {
  CreateMailLabelInput,
  MailLabel,
  MailLabelColor,
  UpdateMailLabelInput,
} from '@rehearse/contracts/mailbox';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { mailLabels, mails } from '../../db/schema/mailbox';
import { AppError, notFound } from '../../platform/errors';
import { firstFreeSlug, slugify } from './slugify';

const DEFAULT_COLOR: MailLabelColor = 'blue';
// Each retry follows a concurrent request that took the slug we chose; a request racing with
// n others needs at most n + 1 attempts.
const SLUG_ATTEMPTS = 20;

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

// The user's slugs that `base` or `base-N` could collide with, other than the label's own.
async function takenSlugs(db: Db, userId: string, base: string, exceptId?: string) {
  const rows = await db
    .select({ slug: mailLabels.slug })
    .from(mailLabels)
    .where(
      and(
        eq(mailLabels.userId, userId),
        or(eq(mailLabels.slug, base), sql`starts_with(${mailLabels.slug}, ${`${base}-`})`),
        exceptId ? ne(mailLabels.id, exceptId) : undefined,
      ),
    );
  return rows.map((row) => row.slug);
}

// Writes a label under the first free slug for its title. The unique index on (user_id, slug)
// is the arbiter: when a concurrent request takes the slug between our read and our write, the
// write fails with a unique violation and we try again with the next free one. Each attempt
// runs in its own (nested) transaction, so a failed one never aborts a caller's transaction.
async function withFreeSlug<T>(
  db: Db,
  userId: string,
  title: string,
  exceptId: string | undefined,
  write: (tx: Db, slug: string) => Promise<T>,
): Promise<T> {
  const base = slugify(title);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = firstFreeSlug(base, await takenSlugs(db, userId, base, exceptId));
    try {
      return await db.transaction((tx) => write(tx, slug));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError('mailbox.label_busy', 'too many labels are being created with this title', {
    field: 'title',
  });
}

export async function createMailLabel(
  db: Db,
  userId: string,
  input: CreateMailLabelInput,
): Promise<MailLabel> {
  return withFreeSlug(db, userId, input.title, undefined, async (tx, slug) => {
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
  if (!isUuid(id)) throw labelNotFound();
  const [current] = await db
    .select(labelColumns)
    .from(mailLabels)
    .where(and(eq(mailLabels.id, id), eq(mailLabels.userId, userId)));
  if (!current) throw labelNotFound();
  const title = input.title ?? current.title;
  return withFreeSlug(db, userId, title, id, async (tx, slug) => {
    const [label] = await tx
      .update(mailLabels)
      .set({ title, slug, color: input.color ?? current.color })
      .where(and(eq(mailLabels.id, id), eq(mailLabels.userId, userId)))
      .returning(labelColumns);
    // Deleted by a concurrent request since we read it.
    if (!label) throw labelNotFound();
    return label;
  });
}

// Deletes the label and strips its id from every mail of the user, in one transaction: no mail
// is ever left pointing at a label that does not exist.
export async function deleteMailLabel(db: Db, userId: string, id: string): Promise<true> {
  if (!isUuid(id)) throw labelNotFound();
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(mailLabels)
      .where(and(eq(mailLabels.id, id), eq(mailLabels.userId, userId)))
      .returning({ id: mailLabels.id });
    if (deleted.length === 0) throw labelNotFound();
    await tx
      .update(mails)
      .set({ labels: sql`array_remove(${mails.labels}, ${id}::uuid)` })
      .where(and(eq(mails.userId, userId), sql`${mails.labels} @> array[${id}]::uuid[]`));
    return true as const;
  });
}
