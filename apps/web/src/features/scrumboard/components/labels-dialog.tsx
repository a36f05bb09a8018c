import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardDetail, BoardLabel } from '@rehearse/contracts/scrumboard';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { isTemp } from '../api/board-change';
import { useLabelChanges } from '../api/label-mutations';
import { RenameField } from './board-column';
import { InlineAddForm } from './inline-add-form';

// The board's labels: add, rename in place, delete (asked first: it leaves every card).
export function LabelsDialog({
  board,
  open,
  onClose,
}: {
  board: BoardDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const labels = useLabelChanges(board.id);
  const [renaming, setRenaming] = useState<string | null>(null);
  const usedBy = (label: BoardLabel) =>
    board.lists.flatMap((l) => l.cards).filter((c) => c.labels.some((x) => x.id === label.id))
      .length;

  const remove = async (label: BoardLabel) => {
    const answer = await confirm({
      title: t('scrumboard.labels.deleteConfirm.title'),
      message: t('scrumboard.labels.deleteConfirm.message', {
        title: label.title,
        count: usedBy(label),
      }),
      actions: { confirm: { label: t('scrumboard.delete') } },
    });
    if (answer === 'confirmed') labels.remove(label.id);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="labels-title">
      <DialogTitle id="labels-title">{t('scrumboard.labels.title')}</DialogTitle>
      <DialogContent>
        {board.labels.length === 0 ? (
          <Typography color="text.secondary">{t('scrumboard.labels.none')}</Typography>
        ) : (
          <List dense aria-labelledby="labels-title">
            {board.labels.map((label) =>
              renaming === label.id ? (
                <ListItem key={label.id} disableGutters>
                  <RenameField
                    label={t('scrumboard.labels.name')}
                    initial={label.title}
                    onDone={(title) => {
                      setRenaming(null);
                      if (title && title !== label.title) labels.rename(label.id, title);
                    }}
                  />
                </ListItem>
              ) : (
                <ListItem
                  key={label.id}
                  disableGutters
                  secondaryAction={
                    <Box sx={{ display: 'flex' }}>
                      <IconButton
                        aria-label={t('scrumboard.labels.rename', { title: label.title })}
                        disabled={isTemp(label.id)}
                        onClick={() => setRenaming(label.id)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('scrumboard.labels.delete', { title: label.title })}
                        disabled={isTemp(label.id)}
                        onClick={() => void remove(label)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Box>
                  }
                >
                  <ListItemText
                    primary={label.title}
                    secondary={t('scrumboard.labels.usedBy', { count: usedBy(label) })}
                  />
                </ListItem>
              ),
            )}
          </List>
        )}
        <Box sx={{ mt: 2 }}>
          <InlineAddForm
            buttonLabel={t('scrumboard.labels.add')}
            fieldLabel={t('scrumboard.labels.name')}
            onAdd={labels.add}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('scrumboard.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
