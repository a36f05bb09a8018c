import Delete from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskTag } from '@rehearse/contracts/tasks';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useDraft } from '../hooks/use-draft';
import { useCreateTaskTag, useDeleteTaskTag, useRenameTaskTag } from '../hooks/use-task-mutations';

// One tag, renamed in place (saved when typing pauses; an empty name is not saved) or deleted
// after a confirmation, which also takes it off every task.
function TagItem({ tag }: { tag: TaskTag }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const rename = useRenameTaskTag();
  const remove = useDeleteTaskTag();
  const title = useDraft(tag.title, (value) => {
    if (value.trim()) rename.mutate({ ...tag, title: value.trim() });
  });
  const ask = async () => {
    const answer = await confirm({
      title: t('tasks.tags.deleteTitle', { title: tag.title }),
      message: t('tasks.tags.deleteMessage'),
      actions: { confirm: { label: t('tasks.tags.delete') } },
    });
    if (answer === 'confirmed') remove.mutate(tag);
  };
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        fullWidth
        value={title.draft}
        onChange={(event) => title.change(event.target.value)}
        onBlur={title.flush}
        error={!title.draft.trim()}
        helperText={title.draft.trim() ? undefined : t('tasks.tags.emptyName')}
        slotProps={{
          htmlInput: { 'aria-label': t('tasks.tags.rename', { title: tag.title }), maxLength: 100 },
        }}
      />
      <IconButton
        aria-label={t('tasks.tags.deleteNamed', { title: tag.title })}
        onClick={() => void ask()}
      >
        <Delete />
      </IconButton>
    </Box>
  );
}

export function TagManagerDialog({ tags, onClose }: { tags: TaskTag[]; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTaskTag();
  const [title, setTitle] = useState('');
  const add = () => {
    const text = title.trim();
    if (!text) return;
    create.mutate(text, { onSuccess: () => setTitle('') });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="task-tags-title">
      <DialogTitle id="task-tags-title">{t('tasks.tags.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1, mb: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <TextField
            size="small"
            fullWidth
            label={t('tasks.tags.new')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button type="submit" variant="contained" disabled={!title.trim() || create.isPending}>
            {t('tasks.tags.add')}
          </Button>
        </Box>
        {tags.length === 0 ? (
          <Typography color="text.secondary">{t('tasks.tags.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {tags.map((tag) => (
              <TagItem key={tag.id} tag={tag} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tasks.tags.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
