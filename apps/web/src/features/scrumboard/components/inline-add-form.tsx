import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

// "Add a card" / "Add a list": a button that turns into a title field; Enter adds and keeps the
// field open for the next one, Escape or Close puts the button back.
export function InlineAddForm({
  buttonLabel,
  fieldLabel,
  onAdd,
}: {
  buttonLabel: string;
  fieldLabel: string;
  onAdd: (title: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  if (!open) {
    return (
      <Button
        startIcon={<Add />}
        onClick={() => setOpen(true)}
        sx={{ justifyContent: 'flex-start' }}
      >
        {buttonLabel}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    onAdd(trimmed);
    setTitle('');
  };
  const close = () => {
    setTitle('');
    setOpen(false);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        autoFocus
        size="small"
        label={fieldLabel}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" size="small" disabled={!title.trim()}>
          {t('scrumboard.add')}
        </Button>
        <IconButton size="small" aria-label={t('scrumboard.cancel')} onClick={close}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
