import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text';
import { useConfirm } from '../confirmation/use-confirm';
import { QueryErrorState } from '../error-state';
import { useToast } from '../toast/use-toast';
import type { Tag, TagStore } from './tag-store';

type Props = {
  open: boolean;
  onClose: () => void;
  store: TagStore;
  // The feature's words: the dialog's title, and what deleting a tag does to what carries it.
  title: string;
  deleteMessage: string;
};

// A feature's tags (contacts, products): add, rename (Enter or leaving the field saves) and
// delete (asked first; the server takes the tag off everything that has it).
export function TagsDialog({ open, onClose, store, title: dialogTitle, deleteMessage }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tags = store.useTags(open);
  const toast = useToast();
  const errorText = useErrorText();
  const create = store.useCreate();
  const [title, setTitle] = useState('');

  const add = () => {
    const text = title.trim();
    if (!text) return;
    create.mutate(text, {
      onSuccess: () => setTitle(''),
      onError: (error) =>
        toast({
          severity: 'error',
          message: t('tags.createFailed', { title: text, reason: errorText(error) }),
        }),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{dialogTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <TextField
            size="small"
            label={t('tags.newTag')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={!title.trim() || create.isPending}>
            {t('tags.add')}
          </Button>
        </Box>
        {tags.isError ? (
          <QueryErrorState title={t('tags.loadFailed')} query={tags} />
        ) : !tags.data ? (
          <Box role="progressbar" aria-label={t('tags.loading')}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        ) : tags.data.length === 0 ? (
          <Typography color="text.secondary">{t('tags.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {tags.data.map((tag) => (
              <TagRow key={tag.id} tag={tag} store={store} deleteMessage={deleteMessage} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('tags.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function TagRow({
  tag,
  store,
  deleteMessage,
}: {
  tag: Tag;
  store: TagStore;
  deleteMessage: string;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const rename = store.useRename();
  const remove = store.useDelete();
  const [title, setTitle] = useState(tag.title);

  const save = () => {
    const text = title.trim();
    if (!text || text === tag.title) {
      setTitle(tag.title);
      return;
    }
    rename.mutate(
      { id: tag.id, title: text },
      {
        onError: (error) => {
          setTitle(tag.title);
          toast({
            severity: 'error',
            message: t('tags.renameFailed', {
              title: tag.title,
              reason: errorText(error),
            }),
          });
        },
      },
    );
  };

  const onDelete = async () => {
    const answer = await confirm({
      title: t('tags.deleteTitle', { title: tag.title }),
      message: deleteMessage,
      actions: { confirm: { label: t('tags.delete') } },
    });
    if (answer !== 'confirmed') return;
    remove.mutate(tag.id, {
      onError: (error) =>
        toast({
          severity: 'error',
          message: t('tags.deleteFailed', { title: tag.title, reason: errorText(error) }),
        }),
    });
  };

  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
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
            maxLength: 50,
            'aria-label': t('tags.rename', { title: tag.title }),
          },
        }}
        sx={{ flex: 1 }}
      />
      <IconButton
        aria-label={t('tags.deleteNamed', { title: tag.title })}
        onClick={() => void onDelete()}
      >
        <DeleteOutlined />
      </IconButton>
    </Box>
  );
}
