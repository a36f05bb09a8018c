import Folder from '@mui/icons-material/Folder';
import Home from '@mui/icons-material/Home';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileManagerItem, FolderTree } from '@rehearse/contracts/file-manager';
import { QueryErrorState } from '../../../components/error-state';
import { allFoldersQueryOptions } from '../api/file-manager.queries';

type Row = { id: string | null; name: string; depth: number };

// The folders as an indented tree, the root first; a moved folder and everything below it are
// left out (a folder cannot move into itself, which the API refuses too).
function treeRows(tree: FolderTree, movingId: string): Row[] {
  const children = new Map<string | null, FolderTree['folders']>();
  for (const folder of tree.folders) {
    children.set(folder.folderId, [...(children.get(folder.folderId) ?? []), folder]);
  }
  const rows: Row[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const folder of children.get(parent) ?? []) {
      if (folder.id === movingId) continue;
      rows.push({ id: folder.id, name: folder.name, depth });
      walk(folder.id, depth + 1);
    }
  };
  walk(null, 1);
  return rows;
}

type MoveDialogProps = {
  item: FileManagerItem;
  onMove: (folderId: string | null) => void;
  onClose: () => void;
};

export function MoveDialog({ item, onMove, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const folders = useQuery(allFoldersQueryOptions());
  const [target, setTarget] = useState<string | null>(item.folderId);
  const rows = useMemo(
    () => [
      { id: null, name: t('fileManager.root'), depth: 0 },
      ...(folders.data ? treeRows(folders.data, item.id) : []),
    ],
    [folders.data, item.id, t],
  );
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <DialogTitle>{t('fileManager.move.title', { name: item.name })}</DialogTitle>
      <DialogContent>
        {folders.isError ? (
          <QueryErrorState title={t('fileManager.move.loadError')} query={folders} />
        ) : folders.isPending ? (
          <Skeleton variant="rounded" height={160} aria-label={t('fileManager.loading')} />
        ) : (
          <>
            <List dense aria-label={t('fileManager.move.folders')}>
              {rows.map((row) => (
                <ListItemButton
                  key={row.id ?? 'root'}
                  selected={row.id === target}
                  aria-current={row.id === target ? 'true' : undefined}
                  onClick={() => setTarget(row.id)}
                  sx={{ pl: 2 + row.depth * 2 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {row.id === null ? <Home aria-hidden /> : <Folder aria-hidden />}
                  </ListItemIcon>
                  <ListItemText primary={row.name} />
                </ListItemButton>
              ))}
            </List>
            {target === item.folderId && (
              <Alert severity="info">{t('fileManager.move.sameFolder')}</Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('fileManager.name.cancel')}</Button>
        <Button
          variant="contained"
          disabled={target === item.folderId || !folders.data}
          onClick={() => onMove(target)}
        >
          {t('fileManager.move.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
