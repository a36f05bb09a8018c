import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteLabel } from '@rehearse/contracts/notes';
import { PENDING_PREFIX, useCreateNote } from '../api/note-mutations';

// "Take a note": a one-line field that opens into a title and a text, and saves the note when it
// closes (Close, Escape, or a click elsewhere), unless both are empty. A note taken while a label
// filters the grid carries that label, so it stays in view.
export function QuickAdd({ label }: { label: NoteLabel | undefined }) {
  const { t } = useTranslation();
  const create = useCreateNote();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const collapsedRef = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    if (!open) return;
    if (title.trim() || content.trim()) {
      create.mutate({
        input: { title: title.trim(), content, labels: label ? [label.id] : [] },
        pendingId: `${PENDING_PREFIX}${crypto.randomUUID()}`,
        labels: label ? [label] : [],
      });
    }
    setTitle('');
    setContent('');
    setOpen(false);
    if (refocus) requestAnimationFrame(() => collapsedRef.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => close(false)}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 600, mx: 'auto', mb: 3, px: 2, py: 1, borderRadius: 2 }}
        onKeyDown={onKeyDown}
      >
        {open ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <InputBase
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              placeholder={t('notes.fields.title')}
              slotProps={{ input: { 'aria-label': t('notes.fields.title'), maxLength: 500 } }}
              sx={{ fontWeight: 600 }}
            />
            <InputBase
              value={content}
              onChange={(event) => setContent(event.target.value)}
              placeholder={t('notes.quickAdd.placeholder')}
              slotProps={{ input: { 'aria-label': t('notes.fields.content'), maxLength: 50_000 } }}
              multiline
              minRows={3}
              autoFocus
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={() => close(true)}>{t('notes.quickAdd.close')}</Button>
            </Box>
          </Box>
        ) : (
          <ButtonBase
            ref={collapsedRef}
            onClick={() => setOpen(true)}
            sx={{
              width: '100%',
              justifyContent: 'flex-start',
              py: 0.75,
              borderRadius: 1,
              color: 'text.secondary',
              typography: 'body1',
            }}
          >
            {t('notes.quickAdd.placeholder')}
          </ButtonBase>
        )}
      </Paper>
    </ClickAwayListener>
  );
}
