import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Board,
  BoardDetail,
  BoardLabel,
  Card,
  CreateBoardLabelInput,
  CreateListInput,
  ListChange,
  ScrumboardList,
} from '@rehearse/contracts/scrumboard';
import { POSITION_STEP } from '@rehearse/contracts/scrumboard';
import type { Db } from '../../db/db';
import { idIs, isUuid } from '../../db/ids';
import {
  scrumboardBoards as boards,
  scrumboardCards as cards,
  scrumboardLabels as labels,
  scrumboardLists as lists,
} from '../../db/schema/scrumboard';
import { notFound } from '../../platform/errors';

export const BOARD_NOT_FOUND = 'No board with this id';
export const LIST_NOT_FOUND = 'No list with this id';
const LABEL_NOT_FOUND = 'No label with this id';

export const toBoard = (row: typeof boards.$inferSelect): Board => ({
  id: row.id,
  title: row.title,
  description: row.description,
  icon: row.icon,
  lastActivity: row.lastActivity.toISOString(),
  members: row.members,
});
export const toList = (row: typeof lists.$inferSelect): ScrumboardList => ({
  id: row.id,
  boardId: row.boardId,
  position: row.position,
  title: row.title,
});
type LabelsById = ReadonlyMap<string, BoardLabel>;

// Cards store label ids; the wire carries the board's label objects, in the card's order.
export const toCard = (row: typeof cards.$inferSelect, labelsById: LabelsById): Card => ({
  id: row.id,
  boardId: row.boardId,
  listId: row.listId,
  position: row.position,
  title: row.title,
  description: row.description,
  labels: row.labels.flatMap((id) => labelsById.get(id) ?? []),
  dueDate: row.dueDate?.toISOString() ?? null,
});
const labelColumns = { id: labels.id, boardId: labels.boardId, title: labels.title };

// Cards as answered: their labels joined from the labels of their boards.
export async function answerCards(
  db: Db,
  userId: string,
  rows: readonly (typeof cards.$inferSelect)[],
): Promise<Card[]> {
  const boardIds = [...new Set(rows.map((row) => row.boardId))];
  const labelRows = boardIds.length
    ? await db
        .select(labelColumns)
        .from(labels)
        .where(and(eq(labels.userId, userId), inArray(labels.boardId, boardIds)))
    : [];
  const labelsById = new Map(labelRows.map((label) => [label.id, label]));
  return rows.map((row) => toCard(row, labelsById));
}

// Records a change on the board and checks it is the user's (404 otherwise). The row lock it
// takes serialises changes to one board, so e.g. two new items never get the same
// "last + 65536".
export async function touchBoard(db: Db, userId: string, boardId: string) {
  const touched = await db
    .update(boards)
    .set({ lastActivity: new Date() })
    .where(and(eq(boards.userId, userId), idIs(boards.id, boardId)))
    .returning({ id: boards.id });
  if (touched.length === 0) throw notFound(BOARD_NOT_FOUND);
}

// Locks (touches) the boards of the given lists, cards or labels before they are changed, so
// every change takes its board's lock first and two changes never wait on each other in
// opposite orders. Unknown ids are skipped: the change itself answers 404 for them.
export async function touchBoardsOf(
  db: Db,
  userId: string,
  table: typeof lists | typeof cards | typeof labels,
  ids: readonly string[],
) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return;
  const rows = await db
    .selectDistinct({ boardId: table.boardId })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, valid)));
  for (const boardId of rows.map((r) => r.boardId).sort()) await touchBoard(db, userId, boardId);
}

// ---- boards

export async function listBoards(db: Db, userId: string): Promise<Board[]> {
  const rows = await db
    .select()
    .from(boards)
    .where(eq(boards.userId, userId))
    .orderBy(asc(boards.createdAt), asc(boards.id));
  return rows.map(toBoard);
}

// The board with its lists (each holding its cards) and labels, all sorted by position.
export async function getBoard(db: Db, userId: string, id: string): Promise<BoardDetail> {
  const [board] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.userId, userId), idIs(boards.id, id)));
  if (!board) throw notFound(BOARD_NOT_FOUND);
  const onBoard = <T extends typeof lists | typeof cards | typeof labels>(t: T) =>
    and(eq(t.userId, userId), eq(t.boardId, id));
  const [listRows, cardRows, labelRows] = await Promise.all([
    db.select().from(lists).where(onBoard(lists)).orderBy(asc(lists.position), asc(lists.id)),
    db.select().from(cards).where(onBoard(cards)).orderBy(asc(cards.position), asc(cards.id)),
    db
      .select(labelColumns)
      .from(labels)
      .where(onBoard(labels))
      .orderBy(asc(labels.createdAt), asc(labels.id)),
  ]);
  const labelsById = new Map(labelRows.map((label) => [label.id, label]));
  return {
    ...toBoard(board),
    lists: listRows.map((list) => ({
      ...toList(list),
      cards: cardRows
        .filter((card) => card.listId === list.id)
        .map((card) => toCard(card, labelsById)),
    })),
    labels: labelRows,
  };
}

// ---- lists

export async function createList(db: Db, userId: string, input: CreateListInput) {
  return db.transaction(async (tx) => {
    await touchBoard(tx, userId, input.boardId);
    const [row] = await tx
      .insert(lists)
      .values({
        userId,
        boardId: input.boardId,
        title: input.title,
        position: sql`coalesce((select max(${lists.position}) from ${lists} where ${lists.userId} = ${userId} and ${lists.boardId} = ${input.boardId}), 0) + ${POSITION_STEP}`,
      })
      .returning();
    return toList(row);
  });
}

// Changes several lists together; an unknown id changes nothing and answers 404.
export async function updateLists(db: Db, userId: string, changes: readonly ListChange[]) {
  if (!changes.every((c) => isUuid(c.id))) throw notFound(LIST_NOT_FOUND);
  return db.transaction(async (tx) => {
    await touchBoardsOf(
      tx,
      userId,
      lists,
      changes.map((c) => c.id),
    );
    const updated: ScrumboardList[] = [];
    // A board holds a handful of lists, so one small update per list is cheap.
    for (const { id, title, position } of changes) {
      const [row] = await tx
        .update(lists)
        // Keeping the title when none is given also makes an empty change a valid no-op.
        .set({ title: title ?? sql`${lists.title}`, position })
        .where(and(eq(lists.userId, userId), idIs(lists.id, id)))
        .returning();
      if (!row) throw notFound(LIST_NOT_FOUND);
      updated.push(toList(row));
    }
    return updated;
  });
}

export async function updateList(db: Db, userId: string, change: ListChange) {
  const [list] = await updateLists(db, userId, [change]);
  return list;
}

// Deleting a list deletes its cards, in one transaction.
export async function deleteList(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await touchBoardsOf(tx, userId, lists, [id]);
    await tx.delete(cards).where(and(eq(cards.userId, userId), eq(cards.listId, id)));
    const [removed] = await tx
      .delete(lists)
      .where(and(eq(lists.userId, userId), idIs(lists.id, id)))
      .returning({ boardId: lists.boardId });
    if (!removed) throw notFound(LIST_NOT_FOUND);
    return true as const;
  });
}

// ---- labels

export async function listBoardLabels(db: Db, userId: string, boardId: string) {
  const [board] = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.userId, userId), idIs(boards.id, boardId)));
  if (!board) throw notFound(BOARD_NOT_FOUND);
  return db
    .select(labelColumns)
    .from(labels)
    .where(and(eq(labels.userId, userId), eq(labels.boardId, boardId)))
    .orderBy(asc(labels.createdAt), asc(labels.id));
}

export async function createBoardLabel(db: Db, userId: string, input: CreateBoardLabelInput) {
  return db.transaction(async (tx) => {
    await touchBoard(tx, userId, input.boardId);
    const [label] = await tx
      .insert(labels)
      .values({ userId, boardId: input.boardId, title: input.title })
      .returning(labelColumns);
    return label;
  });
}

export async function updateBoardLabel(db: Db, userId: string, id: string, title: string) {
  return db.transaction(async (tx): Promise<BoardLabel> => {
    await touchBoardsOf(tx, userId, labels, [id]);
    const [label] = await tx
      .update(labels)
      .set({ title })
      .where(and(eq(labels.userId, userId), idIs(labels.id, id)))
      .returning(labelColumns);
    if (!label) throw notFound(LABEL_NOT_FOUND);
    return label;
  });
}

// Removes the label and strips it from every card of its board, together or not at all.
export async function deleteBoardLabel(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await touchBoardsOf(tx, userId, labels, [id]);
    const [removed] = await tx
      .delete(labels)
      .where(and(eq(labels.userId, userId), idIs(labels.id, id)))
      .returning({ boardId: labels.boardId });
    if (!removed) throw notFound(LABEL_NOT_FOUND);
    await tx
      .update(cards)
      .set({ labels: sql`array_remove(${cards.labels}, ${id}::uuid)` })
      .where(
        and(
          eq(cards.userId, userId),
          eq(cards.boardId, removed.boardId),
          sql`${id}::uuid = any(${cards.labels})`,
        ),
      );
    return true as const;
  });
}

// Lists of the user by id (for moving cards); unknown ids are simply absent.
export async function findLists(db: Db, userId: string, ids: readonly string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(lists)
    .where(and(eq(lists.userId, userId), inArray(lists.id, valid)));
}
