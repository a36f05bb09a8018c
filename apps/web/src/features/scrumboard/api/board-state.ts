import {
  POSITION_STEP,
  type BoardDetail,
  type BoardLabel,
  type Card,
} from '@rehearse/contracts/scrumboard';

// Pure changes to a cached board, the same the server makes (decisions.md: new items at the end
// at last + 65536; PATCH board/card/positions renumbers a list's cards 65536, 131072, ...), so an
// optimistic update shows what the answer will hold.

export type BoardList = BoardDetail['lists'][number];

const renumber = <T extends { position: number }>(items: readonly T[]): T[] =>
  items.map((item, i) => ({ ...item, position: (i + 1) * POSITION_STEP }));

export const endPosition = (items: readonly { position: number }[]) =>
  Math.max(0, ...items.map((item) => item.position)) + POSITION_STEP;

export const findCard = (board: BoardDetail, cardId: string): Card | undefined =>
  board.lists.flatMap((list) => list.cards).find((card) => card.id === cardId);

export const listOfCard = (board: BoardDetail, cardId: string): BoardList | undefined =>
  board.lists.find((list) => list.cards.some((card) => card.id === cardId));

// The lists in the given order, numbered as PATCH board/lists will store them.
export function orderLists(board: BoardDetail, listIds: readonly string[]): BoardDetail {
  const byId = new Map(board.lists.map((list) => [list.id, list]));
  const ordered = listIds.flatMap((id) => byId.get(id) ?? []);
  return { ...board, lists: renumber(ordered) };
}

// The card taken out of its list and put into `toListId` so the list reads `orderedIds`.
export function placeCards(
  board: BoardDetail,
  toListId: string,
  orderedIds: readonly string[],
): BoardDetail {
  const moving = new Set(orderedIds);
  const cardsById = new Map(board.lists.flatMap((list) => list.cards).map((c) => [c.id, c]));
  return {
    ...board,
    lists: board.lists.map((list) => {
      if (list.id !== toListId) {
        return { ...list, cards: list.cards.filter((card) => !moving.has(card.id)) };
      }
      const cards = orderedIds.flatMap((id) => {
        const card = cardsById.get(id);
        return card ? [{ ...card, listId: toListId }] : [];
      });
      return { ...list, cards: renumber(cards) };
    }),
  };
}

export const updateList = (
  board: BoardDetail,
  listId: string,
  change: (list: BoardList) => BoardList,
): BoardDetail => ({
  ...board,
  lists: board.lists.map((list) => (list.id === listId ? change(list) : list)),
});

export const updateCard = (
  board: BoardDetail,
  cardId: string,
  change: (card: Card) => Card,
): BoardDetail => ({
  ...board,
  lists: board.lists.map((list) => ({
    ...list,
    cards: list.cards.map((card) => (card.id === cardId ? change(card) : card)),
  })),
});

export const removeCard = (board: BoardDetail, cardId: string): BoardDetail => ({
  ...board,
  lists: board.lists.map((list) => ({
    ...list,
    cards: list.cards.filter((card) => card.id !== cardId),
  })),
});

// Label ids as the board's label objects, in the given order (unknown ids dropped).
export const labelsOf = (board: BoardDetail, ids: readonly string[]): BoardLabel[] =>
  ids.flatMap((id) => board.labels.find((label) => label.id === id) ?? []);

// Deleting a label removes it from every card (decisions.md); renaming shows on every card.
export function changeLabel(
  board: BoardDetail,
  labelId: string,
  next: BoardLabel | null,
): BoardDetail {
  const swap = (labels: BoardLabel[]) =>
    labels.flatMap((label) => (label.id !== labelId ? [label] : next ? [next] : []));
  return {
    ...board,
    labels: swap(board.labels),
    lists: board.lists.map((list) => ({
      ...list,
      cards: list.cards.map((card) => ({ ...card, labels: swap(card.labels) })),
    })),
  };
}
