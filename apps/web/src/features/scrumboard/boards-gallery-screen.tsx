import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Board } from '@rehearse/contracts/scrumboard';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { boardsQueryOptions } from './api/scrumboard.queries';
import { BoardFormDialog } from './components/board-form-dialog';
import { BoardTile } from './components/board-tile';
import { useBoardActions } from './hooks/use-board-actions';

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;

// The boards gallery (/apps/scrumboard): every board of the user, a new one, and each one's
// rename and delete.
export function BoardsGalleryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(boardsQueryOptions());
  const actions = useBoardActions();
  // 'new', a board being edited, or nothing.
  const [form, setForm] = useState<'new' | Board | null>(null);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <ScreenTitle>{t('screens.scrumboard')}</ScreenTitle>
        </Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setForm('new')}>
          {t('scrumboard.newBoard')}
        </Button>
      </Box>
      {query.isError ? (
        <QueryErrorState title={t('scrumboard.boardsFailed')} query={query} />
      ) : !query.data ? (
        <Box component="ul" sx={grid} aria-busy="true" aria-label={t('scrumboard.loadingBoards')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} component="li" variant="rounded" height={220} />
          ))}
        </Box>
      ) : query.data.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography variant="h6" component="p">
            {t('scrumboard.noBoards')}
          </Typography>
          <Typography color="text.secondary">{t('scrumboard.noBoardsHint')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={grid} aria-label={t('scrumboard.boards')}>
          {query.data.map((board) => (
            <BoardTile
              key={board.id}
              board={board}
              onEdit={() => setForm(board)}
              onDelete={() => void actions.remove(board)}
            />
          ))}
        </Box>
      )}
      <BoardFormDialog
        open={form !== null}
        pending={actions.creating}
        initial={
          form && form !== 'new' ? { title: form.title, description: form.description } : undefined
        }
        onClose={() => setForm(null)}
        onSubmit={(values) => {
          if (form === 'new') {
            actions.create(values, (board) => {
              setForm(null);
              void navigate(paths.apps.scrumboardBoard.getHref(board.id));
            });
          } else if (form) {
            actions.edit(form.id, values);
            setForm(null);
          }
        }}
      />
    </>
  );
}
