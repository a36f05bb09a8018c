import { z } from 'zod';
import { cardSchema, type CardChange } from '@rehearse/contracts/scrumboard';
import { apiClient } from '../../../lib/api-client';
import { tempId, useBoardChange } from './board-change';
import {
  endPosition,
  labelsOf,
  placeCards,
  removeCard,
  updateCard,
  updateList,
} from './board-state';
import { base } from './scrumboard.queries';

// A card's own fields as the card dialog changes them; labels go as ids.
export type CardEdit = Omit<CardChange, 'labels' | 'listId' | 'position'> & { labels?: string[] };

export function useCardChanges(boardId: string) {
  const add = useBoardChange(
    boardId,
    'addCard',
    ({ listId, title }: { listId: string; title: string; id: string }) =>
      apiClient.put(`${base}/board/card`, cardSchema, {
        body: { card: { boardId, listId, title } },
      }),
    (board, { listId, title, id }) =>
      updateList(board, listId, (list) => ({
        ...list,
        cards: [
          ...list.cards,
          {
            id,
            boardId,
            listId,
            title,
            position: endPosition(list.cards),
            description: '',
            labels: [],
            dueDate: null,
          },
        ],
      })),
    (board, card, { id }) => updateCard(board, id, () => card),
  );
  const save = useBoardChange(
    boardId,
    'saveCard',
    ({ id, card }: { id: string; card: CardEdit }) =>
      apiClient.patch(`${base}/board/card`, cardSchema, { body: { id, card } }),
    (board, { id, card: { labels, ...rest } }) =>
      updateCard(board, id, (card) => ({
        ...card,
        ...rest,
        ...(labels ? { labels: labelsOf(board, labels) } : {}),
      })),
  );
  const remove = useBoardChange(
    boardId,
    'deleteCard',
    (id: string) => apiClient.delete(`${base}/board/card`, z.literal(true), { query: { id } }),
    removeCard,
  );
  // A card dropped in a list: the list's cards in their new order, renumbered by the server
  // (PATCH board/card/positions), the moved card naming its new list.
  const move = useBoardChange(
    boardId,
    'moveCard',
    ({ listId, cardIds }: { listId: string; cardIds: string[] }) =>
      apiClient.patch(`${base}/board/card/positions`, z.array(cardSchema), {
        body: { cards: cardIds.map((id) => ({ id, listId })) },
      }),
    (board, { listId, cardIds }) => placeCards(board, listId, cardIds),
  );
  return {
    add: (listId: string, title: string) => add.mutate({ listId, title, id: tempId() }),
    save: (id: string, card: CardEdit) => save.mutate({ id, card }),
    remove: (id: string) => remove.mutate(id),
    move: (listId: string, cardIds: string[]) => move.mutate({ listId, cardIds }),
  };
}
