import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoardDetail } from '@rehearse/contracts/scrumboard';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { scrumboardKeys } from './scrumboard.queries';

// What failed, for the rollback toast (scrumboard.failed.<action>).
export type BoardAction =
  | 'addList'
  | 'renameList'
  | 'deleteList'
  | 'moveList'
  | 'addCard'
  | 'saveCard'
  | 'deleteCard'
  | 'moveCard'
  | 'addLabel'
  | 'renameLabel'
  | 'deleteLabel';

// Every change on a board shows at once in the cached board (`apply`), is rolled back with an
// error toast when the server refuses it, and the board is fetched again once the last change in
// flight has settled, so an earlier answer never overwrites a later change.
export function useBoardChange<V, R>(
  boardId: string,
  action: BoardAction,
  call: (vars: V) => Promise<R>,
  apply: (board: BoardDetail, vars: V) => BoardDetail,
  // Puts what the server answered into the board (e.g. a new item's real id).
  answered?: (board: BoardDetail, result: R, vars: V) => BoardDetail,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorText = useErrorText();
  const { t } = useTranslation();
  const key = scrumboardKeys.board(boardId);
  const mutationKey = [...key, 'change'];
  return useMutation({
    mutationKey,
    mutationFn: call,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BoardDetail>(key);
      if (previous) queryClient.setQueryData(key, apply(previous, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({
        severity: 'error',
        message: t(`scrumboard.failed.${action}`, { reason: errorText(error) }),
      });
    },
    onSuccess: (result, vars) => {
      if (!answered) return;
      queryClient.setQueryData(key, (board: BoardDetail | undefined) =>
        board ? answered(board, result, vars) : board,
      );
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        // The gallery shows each board's last activity.
        queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards() }),
      ]);
    },
  });
}

// Items made here carry a temporary id until the server answers with theirs; they cannot be
// opened or moved until then.
const TEMP_PREFIX = 'new-';
export const tempId = () => `${TEMP_PREFIX}${crypto.randomUUID()}`;
export const isTemp = (id: string) => id.startsWith(TEMP_PREFIX);
