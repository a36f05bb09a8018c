import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteLabel } from '@rehearse/contracts/notes';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useCreateLabel, useRemoveLabel, useRenameLabel } from '../api/label-mutations';
import { isPending } from '../api/note-mutations';

const MAX_TITLE = 100;

// Edit labels: create one, rename any (saved when the field is left or Enter is pressed), delete
// one after confirming, which also takes it off every note.
export function LabelsDialog({
  open,
  labels,
  onClose,
}: {
  open: boolean;
  labels: NoteLabel[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const create = useCreateLabel();
  const [title, setTitle] = useState('');

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    if (!next) return;
    create.mutate(next);
    setTitle('');
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <DialogTitle>{t('notes.labels.title')}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={onCreate} sx={{ display: 'flex', gap: 1, pt: 1, mb: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t('notes.labels.new')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_TITLE } }}
          />
          <Button type="submit" variant="contained" disabled={!title.trim()}>
            {t('notes.labels.add')}
          </Button>
        </Box>
        {labels.length === 0 ? (
          <Typography color="text.secondary">{t('notes.labels.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {labels.map((label) => (
              <LabelRow key={label.id} label={label} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('notes.labels.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function LabelRow({ label }: { label: NoteLabel }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const rename = useRenameLabel();
  const remove = useRemoveLabel();
  const [title, setTitle] = useState(label.title);
  const pending = isPending(label);

  const save = () => {
    const next = title.trim();
    if (!next) return setTitle(label.title);
    if (next !== label.title) rename.mutate({ id: label.id, title: next });
  };

  const onDelete = async () => {
    const answer = await confirm({
      title: t('notes.labels.deleteTitle'),
      message: t('notes.labels.deleteMessage', { title: label.title }),
      actions: { confirm: { label: t('notes.labels.delete') } },
    });
    if (answer === 'confirmed') remove.mutate(label.id);
  };

  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        fullWidth
        disabled={pending}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
        slotProps={{
          htmlInput: {
            maxLength: MAX_TITLE,
            'aria-label': t('notes.labels.rename', { title: label.title }),
          },
        }}
      />
      <IconButton
        onClick={() => void onDelete()}
        disabled={pending}
        aria-label={t('notes.labels.deleteNamed', { title: label.title })}
      >
        <DeleteOutlined />
      </IconButton>
    </Box>
  );
}
