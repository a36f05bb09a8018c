import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Board } from '@rehearse/contracts/scrumboard';
import { AppIcon } from '../../../components/icons/app-icon';
import { paths } from '../../../config/paths';
import { formatDisplayDate } from '../../../lib/date-formats';
import { useTimeZone } from '../../../lib/time-zone';
import { BoardMembers } from './board-members';

// One board in the gallery: a link to it, and its menu (rename, delete).
export function BoardTile({
  board,
  onEdit,
  onDelete,
}: {
  board: Board;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = `board-${board.id}-title`;
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.apps.scrumboardBoard.getHref(board.id)}
        sx={{
          p: 2.5,
          pr: 6,
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          gap: 1,
        }}
      >
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'primary.main',
          }}
        >
          <AppIcon name={board.icon} fallback={ViewWeekOutlined} />
        </Box>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mt: 1 }}>
          {board.title}
        </Typography>
        {board.description && (
          <Typography variant="body2" color="text.secondary">
            {board.description}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <BoardMembers members={board.members} />
        <Typography variant="caption" color="text.secondary">
          {t('scrumboard.lastActivity', {
            date: formatDisplayDate(board.lastActivity, i18n.language, timeZone),
          })}
        </Typography>
      </CardActionArea>
      <IconButton
        aria-label={t('scrumboard.boardMenu', { title: board.title })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onEdit)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('scrumboard.editBoard')}
        </MenuItem>
        <MenuItem onClick={choose(onDelete)}>
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          {t('scrumboard.deleteBoard')}
        </MenuItem>
      </Menu>
    </Card>
  );
}
