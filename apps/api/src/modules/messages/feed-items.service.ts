import { and, desc, eq, not } from 'drizzle-orm';
import type {
  FeedItem,
  FeedItemChanges,
  FeedItemKind,
  NewFeedItem,
} from '@rehearse/contracts/feed-items';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { feedItems, type FeedItemRow } from '../../db/schema/feed-items';
import { notFound } from '../../platform/errors';

// One service for the header's messages and notifications: every function takes the kind,
// and every query is scoped to (user, kind), so a message id never reaches a notification.

export const toFeedItem = (row: FeedItemRow): FeedItem => ({
  id: row.id,
  icon: row.icon,
  image: row.image,
  title: row.title,
  description: row.description,
  time: row.time.toISOString(),
  read: row.read,
  seen: row.seen,
  link: row.link,
  useRouter: row.useRouter,
});

const itemNotFound = (kind: FeedItemKind) => notFound(`No ${kind} with this id`);

const owned = (userId: string, kind: FeedItemKind, id: string) =>
  and(eq(feedItems.userId, userId), eq(feedItems.kind, kind), idIs(feedItems.id, id));

// The stored form of the client-settable fields; undefined stays undefined (not changed).
const toColumns = (input: FeedItemChanges) => ({
  icon: input.icon,
  image: input.image,
  title: input.title,
  description: input.description,
  time: input.time === undefined ? undefined : new Date(input.time),
  read: input.read,
  seen: input.seen,
  link: input.link,
  useRouter: input.useRouter,
});

export async function listFeedItems(db: Db, userId: string, kind: FeedItemKind) {
  const rows = await db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.userId, userId), eq(feedItems.kind, kind)))
    .orderBy(desc(feedItems.time), feedItems.id);
  return rows.map(toFeedItem);
}

export async function createFeedItem(
  db: Db,
  userId: string,
  kind: FeedItemKind,
  input: NewFeedItem,
) {
  const [row] = await db
    .insert(feedItems)
    .values({ ...toColumns(input), userId, kind })
    .returning();
  return toFeedItem(row);
}

// PATCH merges: only the fields given change.
export async function updateFeedItem(
  db: Db,
  userId: string,
  kind: FeedItemKind,
  id: string,
  changes: FeedItemChanges,
) {
  const set = Object.fromEntries(
    Object.entries(toColumns(changes)).filter(([, value]) => value !== undefined),
  );
  const [row] =
    Object.keys(set).length === 0
      ? await db
          .select()
          .from(feedItems)
          .where(owned(userId, kind, id))
      : await db
          .update(feedItems)
          .set(set)
          .where(owned(userId, kind, id))
          .returning();
  if (!row) throw itemNotFound(kind);
  return toFeedItem(row);
}

// Answers the removed item.
export async function deleteFeedItem(db: Db, userId: string, kind: FeedItemKind, id: string) {
  const [row] = await db
    .delete(feedItems)
    .where(owned(userId, kind, id))
    .returning();
  if (!row) throw itemNotFound(kind);
  return toFeedItem(row);
}

// Flips `read` only; `seen` is left as it is. One statement, so two quick
// clicks flip twice instead of racing on a read-then-write.
export async function toggleFeedItemRead(db: Db, userId: string, kind: FeedItemKind, id: string) {
  const [row] = await db
    .update(feedItems)
    .set({ read: not(feedItems.read) })
    .where(owned(userId, kind, id))
    .returning();
  if (!row) throw itemNotFound(kind);
  return toFeedItem(row);
}

// Sets both read and seen on every item of this kind.
export async function markAllFeedItemsRead(db: Db, userId: string, kind: FeedItemKind) {
  await db
    .update(feedItems)
    .set({ read: true, seen: true })
    .where(and(eq(feedItems.userId, userId), eq(feedItems.kind, kind)));
  return true as const;
}
