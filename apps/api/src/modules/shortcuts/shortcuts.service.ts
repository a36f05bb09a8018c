import { and, eq } from 'drizzle-orm';
import type { NewShortcut, Shortcut, ShortcutChanges } from '@rehearse/contracts/shortcuts';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { shortcuts, type ShortcutRow } from '../../db/schema/shortcuts';
import { notFound } from '../../platform/errors';

export const toShortcut = (row: ShortcutRow): Shortcut => ({
  id: row.id,
  label: row.label,
  description: row.description,
  icon: row.icon,
  link: row.link,
  useRouter: row.useRouter,
});

const shortcutNotFound = () => notFound('No shortcut with this id');
const owned = (userId: string, id: string) =>
  and(eq(shortcuts.userId, userId), idIs(shortcuts.id, id));

// In the order they were added, as the panel shows them.
export async function listShortcuts(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(shortcuts)
    .where(eq(shortcuts.userId, userId))
    .orderBy(shortcuts.createdAt, shortcuts.id);
  return rows.map(toShortcut);
}

export async function createShortcut(db: Db, userId: string, input: NewShortcut) {
  const [row] = await db
    .insert(shortcuts)
    .values({
      userId,
      label: input.label,
      description: input.description || null,
      icon: input.icon,
      link: input.link,
      useRouter: input.useRouter ?? false,
    })
    .returning();
  return toShortcut(row);
}

// PATCH merges: only the fields given change; an emptied description is stored as null.
export async function updateShortcut(db: Db, userId: string, id: string, changes: ShortcutChanges) {
  const set = {
    ...(changes.label !== undefined && { label: changes.label }),
    ...(changes.description !== undefined && { description: changes.description || null }),
    ...(changes.icon !== undefined && { icon: changes.icon }),
    ...(changes.link !== undefined && { link: changes.link }),
    ...(changes.useRouter !== undefined && { useRouter: changes.useRouter }),
  };
  const [row] =
    Object.keys(set).length === 0
      ? await db.select().from(shortcuts).where(owned(userId, id))
      : await db.update(shortcuts).set(set).where(owned(userId, id)).returning();
  if (!row) throw shortcutNotFound();
  return toShortcut(row);
}

export async function deleteShortcut(db: Db, userId: string, id: string) {
  const [row] = await db.delete(shortcuts).where(owned(userId, id)).returning({ id: shortcuts.id });
  if (!row) throw shortcutNotFound();
  return true as const;
}
