import { DndContext, DragOverlay } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BoardDetail } from '@rehearse/contracts/scrumboard';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useCardChanges } from '../api/card-mutations';
import { useListChanges } from '../api/list-mutations';
import { listDragId } from '../hooks/drag-ids';
import { useBoardDnd } from '../hooks/use-board-dnd';
import { BoardColumn, columnSx } from './board-column';
import { InlineAddForm } from './inline-add-form';

// The board's lists side by side (one at a time with snapping on a phone), their cards, and
// "Add a list"; lists and cards drag with the pointer or the keyboard.
export function BoardCanvas({ board }: { board: BoardDetail }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const lists = useListChanges(board.id);
  const cards = useCardChanges(board.id);
  const { shown, active, context } = useBoardDnd(board, {
    moveLists: lists.move,
    moveCard: cards.move,
  });
  const dragged =
    active?.type === 'card'
      ? board.lists.flatMap((l) => l.cards).find((c) => c.id === active.cardId)
      : active?.type === 'list'
        ? board.lists.find((l) => l.id === active.listId)
        : undefined;

  const deleteList = async (list: BoardDetail['lists'][number]) => {
    const answer = await confirm({
      title: t('scrumboard.list.deleteConfirm.title'),
      message: t(
        list.cards.length > 0
          ? 'scrumboard.list.deleteConfirm.message'
          : 'scrumboard.list.deleteConfirm.messageEmpty',
        { title: list.title, count: list.cards.length },
      ),
      actions: { confirm: { label: t('scrumboard.delete') } },
    });
    if (answer === 'confirmed') lists.remove(list.id);
  };

  return (
    <DndContext {...context}>
      <Box
        role="region"
        aria-label={t('scrumboard.lists')}
        // It scrolls sideways: reachable by the keyboard.
        tabIndex={0}
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          overflowX: 'auto',
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
          scrollPaddingInline: 8,
          pb: 2,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <SortableContext
          items={shown.lists.map((list) => listDragId(list.id))}
          strategy={horizontalListSortingStrategy}
        >
          {shown.lists.map((list) => (
            <BoardColumn
              key={list.id}
              list={list}
              listsDragging={active?.type === 'list'}
              onRename={(title) => lists.rename(list.id, title)}
              onDelete={() => void deleteList(list)}
              onAddCard={(title) => cards.add(list.id, title)}
            />
          ))}
        </SortableContext>
        <Box
          sx={{ ...columnSx, bgcolor: 'transparent', border: '1px dashed', borderColor: 'divider' }}
        >
          <InlineAddForm
            buttonLabel={t('scrumboard.addList')}
            fieldLabel={t('scrumboard.listTitle')}
            onAdd={lists.add}
          />
        </Box>
      </Box>
      <DragOverlay>
        {dragged && (
          <Paper sx={{ p: 1.5, boxShadow: 8, cursor: 'grabbing', maxWidth: 288 }}>
            <Typography sx={{ fontWeight: 600 }}>{dragged.title}</Typography>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
