import { z } from 'zod';
import { boardLabelSchema } from '@rehearse/contracts/scrumboard';
import { apiClient } from '../../../lib/api-client';
import { tempId, useBoardChange } from './board-change';
import { changeLabel } from './board-state';
import { base } from './scrumboard.queries';

// The board's labels (PUT, PATCH and DELETE board/label); a deleted label leaves every card.
export function useLabelChanges(boardId: string) {
  const add = useBoardChange(
    boardId,
    'addLabel',
    ({ title }: { title: string; id: string }) =>
      apiClient.put(`${base}/board/label`, boardLabelSchema, {
        body: { label: { boardId, title } },
      }),
    (board, { title, id }) => ({ ...board, labels: [...board.labels, { id, boardId, title }] }),
    (board, label, { id }) => changeLabel(board, id, label),
  );
  const rename = useBoardChange(
    boardId,
    'renameLabel',
    ({ id, title }: { id: string; title: string }) =>
      apiClient.patch(`${base}/board/label`, boardLabelSchema, { body: { id, label: { title } } }),
    (board, { id, title }) => changeLabel(board, id, { id, boardId, title }),
  );
  const remove = useBoardChange(
    boardId,
    'deleteLabel',
    (id: string) => apiClient.delete(`${base}/board/label`, z.literal(true), { query: { id } }),
    (board, id) => changeLabel(board, id, null),
  );
  return {
    add: (title: string) => add.mutate({ title, id: tempId() }),
    rename: (id: string, title: string) => rename.mutate({ id, title }),
    remove: (id: string) => remove.mutate(id),
  };
}
