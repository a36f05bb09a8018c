import { useTranslation } from 'react-i18next';
import type { Board } from '@rehearse/contracts/scrumboard';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useCreateBoard, useDeleteBoard, useUpdateBoard } from '../api/scrumboard.queries';
import type { BoardFormValues } from '../components/board-form-dialog';

// Creating, editing and deleting a board, with the toasts and the confirmation they need; the
// gallery and the board's own menu share them.
export function useBoardActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const create = useCreateBoard();
  const update = useUpdateBoard();
  const remove = useDeleteBoard();
  const failed = (action: 'addBoard' | 'editBoard' | 'deleteBoard') => (error: unknown) =>
    toast({
      severity: 'error',
      message: t(`scrumboard.failed.${action}`, { reason: errorText(error) }),
    });

  return {
    create: (values: BoardFormValues, onCreated: (board: Board) => void) =>
      create.mutate(values, { onSuccess: onCreated, onError: failed('addBoard') }),
    creating: create.isPending,
    edit: (id: string, values: BoardFormValues) =>
      update.mutate({ id, board: values }, { onError: failed('editBoard') }),
    remove: async (board: Pick<Board, 'id' | 'title'>, onDeleted?: () => void) => {
      const answer = await confirm({
        title: t('scrumboard.deleteBoardConfirm.title'),
        message: t('scrumboard.deleteBoardConfirm.message', { title: board.title }),
        actions: { confirm: { label: t('scrumboard.delete') } },
      });
      if (answer !== 'confirmed') return;
      remove.mutate(board.id, {
        onSuccess: () => {
          toast({ message: t('scrumboard.boardDeleted', { title: board.title }) });
          onDeleted?.();
        },
        onError: failed('deleteBoard'),
      });
    },
  };
}
