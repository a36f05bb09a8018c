import { z } from 'zod';
import { POSITION_STEP, scrumboardListSchema } from '@rehearse/contracts/scrumboard';
import { apiClient } from '../../../lib/api-client';
import { tempId, useBoardChange } from './board-change';
import { endPosition, orderLists, updateList } from './board-state';
import { base } from './scrumboard.queries';

// Adding, renaming, deleting (with its cards) and reordering the lists of a board.
export function useListChanges(boardId: string) {
  const add = useBoardChange(
    boardId,
    'addList',
    ({ title }: { title: string; id: string }) =>
      apiClient.post(`${base}/board/list`, scrumboardListSchema, {
        body: { list: { boardId, title } },
      }),
    (board, { title, id }) => ({
      ...board,
      lists: [
        ...board.lists,
        { id, boardId, title, position: endPosition(board.lists), cards: [] },
      ],
    }),
    (board, list, { id }) => updateList(board, id, (old) => ({ ...old, ...list })),
  );
  const rename = useBoardChange(
    boardId,
    'renameList',
    (list: { id: string; title: string }) =>
      apiClient.patch(`${base}/board/list`, scrumboardListSchema, { body: { list } }),
    (board, { id, title }) => updateList(board, id, (list) => ({ ...list, title })),
  );
  const remove = useBoardChange(
    boardId,
    'deleteList',
    (id: string) => apiClient.delete(`${base}/board/list`, z.literal(true), { query: { id } }),
    (board, id) => ({ ...board, lists: board.lists.filter((list) => list.id !== id) }),
  );
  // The whole order, numbered 65536, 131072, ... in one call (all or none).
  const move = useBoardChange(
    boardId,
    'moveList',
    (listIds: string[]) =>
      apiClient.patch(`${base}/board/lists`, z.array(scrumboardListSchema), {
        body: { lists: listIds.map((id, i) => ({ id, position: (i + 1) * POSITION_STEP })) },
      }),
    orderLists,
  );
  return {
    add: (title: string) => add.mutate({ title, id: tempId() }),
    rename: (id: string, title: string) => rename.mutate({ id, title }),
    remove: (id: string) => remove.mutate(id),
    move: (listIds: string[]) => move.mutate(listIds),
  };
}
