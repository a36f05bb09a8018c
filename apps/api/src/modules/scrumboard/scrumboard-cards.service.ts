import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CardChange,
  CardChangeWithId,
  CardPositionsInput,
  CreateCardInput,
} from '@rehearse/contracts/scrumboard';
import { POSITION_STEP } from '@rehearse/contracts/scrumboard';
import type { Db } from '../../db/db';
import { idIs, isUuid } from '../../db/ids';
import {
  scrumboardCards as cards,
  scrumboardLabels,
  scrumboardLists as lists,
} from '../../db/schema/scrumboard';
import { AppError, notFound } from '../../platform/errors';
import { assertOwnedIds } from '../../platform/owned-ids';
import { answerCards, findLists, LIST_NOT_FOUND, touchBoardsOf } from './scrumboard.service';

const CARD_NOT_FOUND = 'No card with this id';

// The position after the last card of a list.
const endOfList = (userId: string, listId: string) =>
  sql`coalesce((select max(${cards.position}) from ${cards} where ${cards.userId} = ${userId} and ${cards.listId} = ${listId}), 0) + ${POSITION_STEP}`;

const boardLabels = (db: Db, userId: string, boardId: string, ids: string[], field: string) =>
  assertOwnedIds(db, scrumboardLabels, userId, ids, field, eq(scrumboardLabels.boardId, boardId));

// A list the card may be placed in: one of the user's lists on the card's board.
async function listOnBoard(db: Db, userId: string, listId: string, boardId: string, field: string) {
  const [list] = await findLists(db, userId, [listId]);
  if (!list || list.boardId !== boardId) {
    throw new AppError('validation.unknown_id', 'not a list of this board', { field });
  }
}

// A new card goes to the end of its list.
export async function createCard(db: Db, userId: string, input: CreateCardInput) {
  return db.transaction(async (tx) => {
    // Board lock first, then the list: a concurrent list deletion cannot slip in between.
    await touchBoardsOf(tx, userId, lists, [input.listId]);
    const [list] = await findLists(tx, userId, [input.listId]);
    if (!list) throw notFound(LIST_NOT_FOUND);
    if (input.boardId !== undefined && input.boardId !== list.boardId) {
      throw new AppError('validation.unknown_id', 'the list belongs to another board', {
        field: 'card.boardId',
      });
    }
    const [row] = await tx
      .insert(cards)
      .values({
        userId,
        boardId: list.boardId,
        listId: list.id,
        position: endOfList(userId, list.id),
        title: input.title,
        description: input.description ?? '',
        labels: await boardLabels(tx, userId, list.boardId, input.labels ?? [], 'card.labels'),
        dueDate: input.dueDate ? new Date(input.dueDate) : null,
      })
      .returning();
    const [card] = await answerCards(tx, userId, [row]);
    return card;
  });
}

// Merges a change into one card (inside the caller's transaction, which has touched the
// card's board). Moving it to another list without a position puts it at the end of that list.
async function applyCardChange(
  db: Db,
  userId: string,
  id: string,
  change: CardChange,
  field: string,
) {
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), idIs(cards.id, id)));
  if (!card) throw notFound(CARD_NOT_FOUND);
  const { listId, position, labels, dueDate, ...rest } = change;
  const moved = listId !== undefined && listId !== card.listId;
  if (moved) await listOnBoard(db, userId, listId, card.boardId, `${field}.listId`);
  const [row] = await db
    .update(cards)
    .set({
      ...rest,
      listId,
      position: position ?? (moved ? endOfList(userId, listId) : undefined),
      labels: labels && (await boardLabels(db, userId, card.boardId, labels, `${field}.labels`)),
      dueDate: dueDate === undefined ? undefined : dueDate ? new Date(dueDate) : null,
      title: rest.title ?? sql`${cards.title}`,
    })
    .where(idIs(cards.id, id))
    .returning();
  return row;
}

export async function updateCard(db: Db, userId: string, id: string, change: CardChange) {
  return db.transaction(async (tx) => {
    await touchBoardsOf(tx, userId, cards, [id]);
    const row = await applyCardChange(tx, userId, id, change, 'card');
    const [card] = await answerCards(tx, userId, [row]);
    return card;
  });
}

// Several cards at once (e.g. after a drag between lists); any error changes nothing.
export async function updateCards(db: Db, userId: string, changes: readonly CardChangeWithId[]) {
  return db.transaction(async (tx) => {
    await touchBoardsOf(
      tx,
      userId,
      cards,
      changes.map((c) => c.id),
    );
    const updated: (typeof cards.$inferSelect)[] = [];
    for (const [i, { id, ...change }] of changes.entries()) {
      updated.push(await applyCardChange(tx, userId, id, change, `cards.${i}`));
    }
    return answerCards(tx, userId, updated);
  });
}

export async function deleteCard(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await touchBoardsOf(tx, userId, cards, [id]);
    const removed = await tx
      .delete(cards)
      .where(and(eq(cards.userId, userId), idIs(cards.id, id)))
      .returning({ id: cards.id });
    if (removed.length === 0) throw notFound(CARD_NOT_FOUND);
    return true as const;
  });
}

// The given cards, in the given order, get positions 65536, 131072, ... in one list (a card
// naming another list of its board moves there). Answers them in that order.
export async function setCardPositions(db: Db, userId: string, items: CardPositionsInput) {
  const ids = items.map((c) => c.id);
  if (!ids.every(isUuid)) throw notFound(CARD_NOT_FOUND);
  return db.transaction(async (tx) => {
    await touchBoardsOf(tx, userId, cards, ids);
    const rows = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.userId, userId), inArray(cards.id, ids)));
    if (rows.length !== ids.length) throw notFound(CARD_NOT_FOUND);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const targets = new Set(items.map((c) => c.listId ?? byId.get(c.id)?.listId));
    const [listId] = targets;
    const boardIds = new Set(rows.map((r) => r.boardId));
    const [boardId] = boardIds;
    if (targets.size !== 1 || boardIds.size !== 1 || !listId || !boardId) {
      throw new AppError('scrumboard.cards_of_one_list', 'must all be cards of one list', {
        field: 'cards',
      });
    }
    if (rows.some((r) => r.listId !== listId)) {
      await listOnBoard(tx, userId, listId, boardId, 'cards.listId');
    }
    const order = `{${ids.join(',')}}`;
    await tx
      .update(cards)
      .set({
        listId,
        position: sql`(select g.pos * ${POSITION_STEP} from unnest(${order}::uuid[]) with ordinality as g(id, pos) where g.id = ${cards.id})`,
      })
      .where(and(eq(cards.userId, userId), inArray(cards.id, ids)));
    const updated = await tx.select().from(cards).where(inArray(cards.id, ids));
    const answered = await answerCards(tx, userId, updated);
    const updatedById = new Map(answered.map((card) => [card.id, card]));
    return ids.flatMap((id) => updatedById.get(id) ?? []);
  });
}
