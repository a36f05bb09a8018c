import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  SampleContent,
  SampleContentArea,
  UpdateSampleContent,
} from '@rehearse/contracts/workspace';
import type { Db } from '../../db/db';
import { contacts, contactTags } from '../../db/schema/contacts';
import { chats } from '../../db/schema/chat';
import { dashboards } from '../../db/schema/dashboards';
import { fileManagerItems } from '../../db/schema/file-manager';
import {
  inventoryBrands,
  inventoryCategories,
  inventoryProducts,
  inventoryTags,
  inventoryVendors,
} from '../../db/schema/inventory';
import { mailLabels, mails } from '../../db/schema/mailbox';
import { noteLabels, notes } from '../../db/schema/notes';
import {
  scrumboardBoards,
  scrumboardCards,
  scrumboardLabels,
  scrumboardLists,
} from '../../db/schema/scrumboard';
import { taskTags, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { recountMailFolders } from '../../db/seed/mailbox.seed';

// The sample content the account-created hooks give each demo area, and its removal in one
// action (docs/decisions/037-sample-content.md). Rows carry `sample = true` from their seeder;
// a row the user creates never does, and editing a sample row leaves it sample. Whether the
// user hid the home's notice about it is kept on the user's row, so every device and the page
// the server draws agree.

type SampleTable = PgTable & { userId: PgColumn; sample: PgColumn };

// Each area is counted by its main items.
const mainItems: Record<SampleContentArea, SampleTable> = {
  mailbox: mails,
  contacts,
  notes,
  tasks,
  scrumboard: scrumboardBoards,
  fileManager: fileManagerItems,
  inventory: inventoryProducts,
  dashboards,
};
const AREAS = Object.keys(mainItems) as SampleContentArea[];

const sampleOf = (table: SampleTable, userId: string) =>
  and(eq(table.userId, userId), eq(table.sample, true));

const answer = (areas: SampleContent['areas'], noticeHidden: boolean): SampleContent => ({
  areas,
  total: AREAS.reduce((sum, area) => sum + areas[area], 0),
  noticeHidden,
});

async function noticeHiddenOf(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ hidden: users.sampleNoticeHidden })
    .from(users)
    .where(eq(users.id, userId));
  return row?.hidden ?? false;
}

// How many sample items each area still holds for the user, and whether the notice is hidden.
export async function getSampleContent(db: Db, userId: string): Promise<SampleContent> {
  const [counts, noticeHidden] = await Promise.all([
    Promise.all(
      AREAS.map(async (area) => {
        const table = mainItems[area];
        const [row] = await db.select({ n: count() }).from(table).where(sampleOf(table, userId));
        return [area, Number(row.n)] as const;
      }),
    ),
    noticeHiddenOf(db, userId),
  ]);
  return answer(Object.fromEntries(counts) as SampleContent['areas'], noticeHidden);
}

// Hides the home's notice (or shows it again) for the account; answers what is left.
export async function updateSampleContent(
  db: Db,
  userId: string,
  changes: UpdateSampleContent,
): Promise<SampleContent> {
  await db
    .update(users)
    .set({ sampleNoticeHidden: changes.noticeHidden })
    .where(eq(users.id, userId));
  return getSampleContent(db, userId);
}

// Deletes the user's sample rows of one table; answers how many went.
async function deleteSample(db: Db, table: SampleTable, userId: string): Promise<number> {
  const rows = await db
    .delete(table)
    .where(sampleOf(table, userId))
    .returning({ id: sql`1` });
  return rows.length;
}

// A sample row that something of the user's own still uses (a label on the user's mail, the
// list holding the user's card) is kept and becomes the user's own, so removing sample content
// never changes or deletes what the user made.
async function keepUsed(db: Db, table: SampleTable, userId: string, usedBy: SQL): Promise<void> {
  await db.execute(
    sql`update ${table} set sample = false where ${sampleOf(table, userId)} and ${usedBy}`,
  );
}

// The user's sample labels (tags) of one kind go, except those that one of the user's remaining
// rows of `items` still carries in its `column` array: those become the user's own.
async function removeSampleLabels(
  db: Db,
  labels: SampleTable & { id: PgColumn },
  items: SampleTable,
  column: 'labels' | 'tags',
  userId: string,
): Promise<void> {
  await keepUsed(
    db,
    labels,
    userId,
    sql`exists (select 1 from ${items} i where i.user_id = ${userId} and i.${sql.raw(column)} @> array[${labels.id}])`,
  );
  await deleteSample(db, labels, userId);
}

// Every figure zero and every list empty; the names and labels stay, so the document still has
// the contract's shape (a dashboard is read whole and always exists, see dashboards.service).
export function blankDashboard<T>(value: T): T {
  if (Array.isArray(value)) return [] as T;
  if (typeof value === 'number') return 0 as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, blankDashboard(inner)]),
    ) as T;
  }
  return value;
}

// Removes every sample row of the user in one transaction and answers what went, counted as
// getSampleContent counts, with the notice's hidden choice as it stands (removal leaves it
// alone). A second call removes nothing and answers zeros.
export async function removeSampleContent(db: Db, userId: string): Promise<SampleContent> {
  return db.transaction(async (tx) => {
    // The same lock the tasks' order changes take (tasks.service), so a removal and a reorder
    // never work from the same snapshot.
    const [user] = await tx
      .select({ noticeHidden: users.sampleNoticeHidden })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');

    // Mailbox: the sample mails go; the folders stay and are recounted.
    const mailbox = await deleteSample(tx, mails, userId);
    await removeSampleLabels(tx, mailLabels, mails, 'labels', userId);
    await recountMailFolders(tx, userId);

    // Contacts: one the user has a chat with is kept with the chat.
    await keepUsed(
      tx,
      contacts,
      userId,
      sql`exists (select 1 from ${chats} c where c.contact_id = ${contacts.id})`,
    );
    const contactCount = await deleteSample(tx, contacts, userId);
    await removeSampleLabels(tx, contactTags, contacts, 'tags', userId);

    // Notes and their labels.
    const noteCount = await deleteSample(tx, notes, userId);
    await removeSampleLabels(tx, noteLabels, notes, 'labels', userId);

    // Tasks and their tags (the stored order is a sparse rank: gaps are fine).
    const taskCount = await deleteSample(tx, tasks, userId);
    await removeSampleLabels(tx, taskTags, tasks, 'tags', userId);

    // Scrumboard: the sample cards go. A sample list holding the user's card, a sample label on
    // one, and a sample board holding a list that stays are kept as the user's own.
    await deleteSample(tx, scrumboardCards, userId);
    await keepUsed(
      tx,
      scrumboardLists,
      userId,
      sql`exists (select 1 from ${scrumboardCards} c where c.list_id = ${scrumboardLists.id})`,
    );
    await keepUsed(
      tx,
      scrumboardLabels,
      userId,
      sql`exists (select 1 from ${scrumboardCards} c where c.board_id = ${scrumboardLabels.boardId} and c.labels @> array[${scrumboardLabels.id}])`,
    );
    await keepUsed(
      tx,
      scrumboardBoards,
      userId,
      sql`(exists (select 1 from ${scrumboardLists} l where l.board_id = ${scrumboardBoards.id} and not l.sample)
        or exists (select 1 from ${scrumboardLabels} l where l.board_id = ${scrumboardBoards.id} and not l.sample))`,
    );
    await deleteSample(tx, scrumboardLists, userId);
    await deleteSample(tx, scrumboardLabels, userId);
    const boardCount = await deleteSample(tx, scrumboardBoards, userId);

    // File manager: a sample folder with something of the user's below it is kept.
    await keepUsed(
      tx,
      fileManagerItems,
      userId,
      sql`${fileManagerItems.id} in (
        with recursive above(id) as (
          select i.folder_id from file_manager_items i
          where i.user_id = ${userId} and not i.sample and i.folder_id is not null
          union
          select f.folder_id from file_manager_items f join above on f.id = above.id
          where f.folder_id is not null
        )
        select id from above)`,
    );
    const fileCount = await deleteSample(tx, fileManagerItems, userId);

    // Inventory: the sample products go; a category, brand, vendor or tag that one of the user's
    // products uses stays.
    const productCount = await deleteSample(tx, inventoryProducts, userId);
    const usedByProduct = (column: 'category_id' | 'brand_id' | 'vendor_id', id: PgColumn) =>
      sql`exists (select 1 from ${inventoryProducts} p where p.user_id = ${userId} and p.${sql.raw(column)} = ${id})`;
    await keepUsed(
      tx,
      inventoryCategories,
      userId,
      usedByProduct('category_id', inventoryCategories.id),
    );
    await keepUsed(tx, inventoryBrands, userId, usedByProduct('brand_id', inventoryBrands.id));
    await keepUsed(tx, inventoryVendors, userId, usedByProduct('vendor_id', inventoryVendors.id));
    for (const table of [inventoryCategories, inventoryBrands, inventoryVendors]) {
      await deleteSample(tx, table, userId);
    }
    await removeSampleLabels(tx, inventoryTags, inventoryProducts, 'tags', userId);

    // Dashboards always exist (a missing one is made again on first read), so their sample
    // figures are blanked rather than deleted.
    const sampleDashboards = await tx
      .select({ id: dashboards.id, data: dashboards.data })
      .from(dashboards)
      .where(sampleOf(dashboards, userId));
    for (const row of sampleDashboards) {
      await tx
        .update(dashboards)
        .set({ data: blankDashboard(row.data), sample: false, updatedAt: new Date() })
        .where(eq(dashboards.id, row.id));
    }

    return answer(
      {
        mailbox,
        contacts: contactCount,
        notes: noteCount,
        tasks: taskCount,
        scrumboard: boardCount,
        fileManager: fileCount,
        inventory: productCount,
        dashboards: sampleDashboards.length,
      },
      user?.noticeHidden ?? false,
    );
  });
}
