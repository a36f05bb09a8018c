import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueryErrorState } from '../../components/error-state';
import { paths } from '../../config/paths';
import { boardQueryOptions } from './api/scrumboard.queries';
import { BoardCanvas } from './components/board-canvas';
import { BoardFormDialog } from './components/board-form-dialog';
import { BoardMembers } from './components/board-members';
import { CardDialog } from './components/card-dialog';
import { LabelsDialog } from './components/labels-dialog';
import { useBoardActions } from './hooks/use-board-actions';

// A board (/apps/scrumboard/:boardId): its title, members and labels, its lists and cards; a card
// opens over it at /card/:cardId.
export function BoardScreen({ boardId, cardId }: { boardId: string; cardId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(boardQueryOptions(boardId));
  const actions = useBoardActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const board = query.data;
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  const back = (
    <Button
      component={RouterLink}
      to={paths.apps.scrumboard.getHref()}
      startIcon={<ArrowBack />}
      sx={{ mb: 1 }}
    >
      {t('scrumboard.allBoards')}
    </Button>
  );

  if (query.isError) {
    return (
      <>
        {back}
        <Typography variant="h1" sx={{ mb: 3 }}>
          {t('screens.scrumboard')}
        </Typography>
        <QueryErrorState title={t('scrumboard.boardFailed')} query={query} />
      </>
    );
  }
  if (!board) {
    return (
      <Box aria-busy="true" aria-label={t('scrumboard.loadingBoard')}>
        {back}
        <Skeleton variant="text" width={280} height={56} />
        <Box sx={{ display: 'flex', gap: 2, mt: 2, overflow: 'hidden' }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" width={288} height={320} sx={{ flexShrink: 0 }} />
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {board.title}
          </Typography>
          {board.description && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {board.description}
            </Typography>
          )}
        </Box>
        <BoardMembers members={board.members} size={32} />
        <Button
          variant="outlined"
          startIcon={<LabelOutlined />}
          onClick={() => setLabelsOpen(true)}
        >
          {t('scrumboard.labels.manage')}
        </Button>
        <IconButton
          aria-label={t('scrumboard.boardMenu', { title: board.title })}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVert />
        </IconButton>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={choose(() => setEditing(true))}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            {t('scrumboard.editBoard')}
          </MenuItem>
          <MenuItem
            onClick={choose(
              () =>
                void actions.remove(board, () => void navigate(paths.apps.scrumboard.getHref())),
            )}
          >
            <ListItemIcon>
              <DeleteOutlined fontSize="small" />
            </ListItemIcon>
            {t('scrumboard.deleteBoard')}
          </MenuItem>
        </Menu>
      </Box>
      <BoardCanvas board={board} />
      <BoardFormDialog
        open={editing}
        initial={{ title: board.title, description: board.description }}
        onClose={() => setEditing(false)}
        onSubmit={(values) => {
          actions.edit(board.id, values);
          setEditing(false);
        }}
      />
      <LabelsDialog board={board} open={labelsOpen} onClose={() => setLabelsOpen(false)} />
      {cardId && (
        <CardDialog
          board={board}
          cardId={cardId}
          onClose={() => void navigate(paths.apps.scrumboardBoard.getHref(board.id))}
        />
      )}
    </>
  );
}
