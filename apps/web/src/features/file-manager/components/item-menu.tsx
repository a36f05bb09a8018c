import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileManagerItem } from '@rehearse/contracts/file-manager';

export type ItemActions = {
  onDetails: (item: FileManagerItem) => void;
  onEdit: (item: FileManagerItem) => void;
  onMove: (item: FileManagerItem) => void;
  onDownload: (item: FileManagerItem) => void;
  onDelete: (item: FileManagerItem) => void;
};

// An item's actions behind one button; Download only for a file with stored bytes (sample
// files have none).
export function ItemMenu({ item, actions }: { item: FileManagerItem; actions: ItemActions }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: (item: FileManagerItem) => void) => () => {
    setAnchor(null);
    action(item);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('fileManager.actions.menu', { name: item.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(actions.onDetails)}>
          <ListItemText>{t('fileManager.actions.details')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(actions.onEdit)}>
          <ListItemText>
            {t(item.type === 'folder' ? 'fileManager.actions.edit' : 'fileManager.actions.rename')}
          </ListItemText>
        </MenuItem>
        <MenuItem onClick={run(actions.onMove)}>
          <ListItemText>{t('fileManager.actions.move')}</ListItemText>
        </MenuItem>
        {item.downloadable && (
          <MenuItem onClick={run(actions.onDownload)}>
            <ListItemText>{t('fileManager.actions.download')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={run(actions.onDelete)} sx={{ color: 'error.main' }}>
          <ListItemText>{t('fileManager.actions.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
