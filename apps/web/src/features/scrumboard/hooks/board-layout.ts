import { arrayMove } from '@dnd-kit/sortable';
import type { BoardDetail } from '@rehearse/contracts/scrumboard';

// Where every list and card is while something is dragged: list ids in order, and each list's
// card ids in order. The board is drawn from it until the drop is in the cache.
export type Layout = { lists: string[]; cards: Record<string, string[]> };

export const layoutOf = (board: BoardDetail): Layout => ({
  lists: board.lists.map((list) => list.id),
  cards: Object.fromEntries(board.lists.map((list) => [list.id, list.cards.map((c) => c.id)])),
});

export const listHolding = (layout: Layout, cardId: string) =>
  layout.lists.find((listId) => layout.cards[listId]?.includes(cardId));

// The card moved into `toListId` before `beforeCardId` (or to its end).
export function moveCardInLayout(
  layout: Layout,
  cardId: string,
  toListId: string,
  beforeCardId?: string,
): Layout {
  const from = listHolding(layout, cardId);
  if (!from) return layout;
  if (from === toListId) {
    if (!beforeCardId) return layout;
    const ids = layout.cards[from] ?? [];
    const next = arrayMove(ids, ids.indexOf(cardId), ids.indexOf(beforeCardId));
    return { ...layout, cards: { ...layout.cards, [from]: next } };
  }
  const target = (layout.cards[toListId] ?? []).filter((id) => id !== cardId);
  const at = beforeCardId ? target.indexOf(beforeCardId) : -1;
  target.splice(at === -1 ? target.length : at, 0, cardId);
  return {
    ...layout,
    cards: {
      ...layout.cards,
      [from]: (layout.cards[from] ?? []).filter((id) => id !== cardId),
      [toListId]: target,
    },
  };
}

export function moveListInLayout(layout: Layout, listId: string, overListId: string): Layout {
  const from = layout.lists.indexOf(listId);
  const to = layout.lists.indexOf(overListId);
  if (from === -1 || to === -1 || from === to) return layout;
  return { ...layout, lists: arrayMove(layout.lists, from, to) };
}

// The board drawn in the layout's order (cards and lists the layout does not know keep their
// place at the end, e.g. one added by another tab during the drag).
export function arrange(board: BoardDetail, layout: Layout | null): BoardDetail {
  if (!layout) return board;
  const cards = new Map(board.lists.flatMap((list) => list.cards).map((c) => [c.id, c]));
  const lists = new Map(board.lists.map((list) => [list.id, list]));
  const placed = new Set(Object.values(layout.cards).flat());
  const ordered = [
    ...layout.lists.flatMap((id) => lists.get(id) ?? []),
    ...board.lists.filter((list) => !layout.lists.includes(list.id)),
  ];
  return {
    ...board,
    lists: ordered.map((list) => ({
      ...list,
      cards: [
        ...(layout.cards[list.id] ?? []).flatMap((id) => {
          const card = cards.get(id);
          return card ? [{ ...card, listId: list.id }] : [];
        }),
        ...list.cards.filter((card) => !placed.has(card.id)),
      ],
    })),
  };
}
