import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardDetail, Card } from '@rehearse/contracts/scrumboard';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { findCard, listOfCard } from '../api/board-state';
import { useCardChanges } from '../api/card-mutations';
import { dueDateToField, fieldToDueDate } from './due-date';

// A card over its board (/apps/scrumboard/:boardId/card/:cardId), full screen on a phone. Each
// field saves when it is left (labels as soon as they change), optimistically.
export function CardDialog({
  board,
  cardId,
  onClose,
}: {
  board: BoardDetail;
  cardId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const card = findCard(board, cardId);
  // Leaving the field that has focus saves it (its blur), also when Escape closes the dialog.
  const close = () => {
    (document.activeElement as HTMLElement | null)?.blur();
    onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="card-dialog-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <DialogTitle id="card-dialog-title" sx={{ flexGrow: 1 }}>
          {t('scrumboard.card.dialogTitle')}
        </DialogTitle>
        <IconButton aria-label={t('scrumboard.close')} onClick={close}>
          <Close />
        </IconButton>
      </Box>
      {card ? (
        <CardForm key={card.id} board={board} card={card} onClose={close} />
      ) : (
        <DialogContent>
          <Typography>{t('scrumboard.card.missing')}</Typography>
        </DialogContent>
      )}
    </Dialog>
  );
}

function CardForm({
  board,
  card,
  onClose,
}: {
  board: BoardDetail;
  card: Card;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const cards = useCardChanges(board.id);
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description);
  const [due, setDue] = useState(dueDateToField(card.dueDate));
  const list = listOfCard(board, card.id);

  const saveTitle = () => {
    const next = title.trim();
    if (!next) return setTitle(card.title);
    if (next !== card.title) cards.save(card.id, { title: next });
  };
  const saveDue = (value: string) => {
    const next = fieldToDueDate(value);
    if (next !== (card.dueDate ? fieldToDueDate(dueDateToField(card.dueDate)) : null)) {
      cards.save(card.id, { dueDate: next });
    }
  };
  const remove = async () => {
    const answer = await confirm({
      title: t('scrumboard.card.deleteConfirm.title'),
      message: t('scrumboard.card.deleteConfirm.message', { title: card.title }),
      actions: { confirm: { label: t('scrumboard.delete') } },
    });
    if (answer !== 'confirmed') return;
    onClose();
    cards.remove(card.id);
  };

  return (
    <>
      <DialogContent
        sx={{ display: 'grid', gap: 2.5, alignContent: 'start', pt: '8px !important' }}
      >
        {list && (
          <Typography variant="body2" color="text.secondary">
            {t('scrumboard.card.inList', { list: list.title })}
          </Typography>
        )}
        <TextField
          label={t('scrumboard.card.title')}
          value={title}
          required
          onChange={(e) => setTitle(e.target.value)}
          onBlur={saveTitle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') saveTitle();
          }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Autocomplete
          multiple
          options={board.labels}
          value={board.labels.filter((label) => card.labels.some((l) => l.id === label.id))}
          getOptionLabel={(label) => label.title}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, value) => cards.save(card.id, { labels: value.map((l) => l.id) })}
          renderValue={(value, getItemProps) =>
            value.map((label, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} {...props} label={label.title} size="small" color="primary" />;
            })
          }
          noOptionsText={t('scrumboard.card.noLabels')}
          renderInput={(params) => <TextField {...params} label={t('scrumboard.card.labels')} />}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            type="date"
            label={t('scrumboard.card.dueDate')}
            value={due}
            onChange={(e) => setDue(e.target.value)}
            onBlur={() => saveDue(due)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flexGrow: 1 }}
          />
          {due && (
            <Button
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              onClick={() => {
                setDue('');
                saveDue('');
              }}
            >
              {t('scrumboard.card.clearDueDate')}
            </Button>
          )}
        </Box>
        <TextField
          label={t('scrumboard.card.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          onBlur={() => {
            if (description !== card.description) cards.save(card.id, { description });
          }}
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: 20000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button color="error" startIcon={<DeleteOutlined />} onClick={() => void remove()}>
          {t('scrumboard.card.delete')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('scrumboard.done')}
        </Button>
      </DialogActions>
    </>
  );
}
