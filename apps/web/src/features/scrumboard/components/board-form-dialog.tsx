import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type BoardFormValues = { title: string; description: string };

// A board's title and description, for a new board or one being renamed.
export function BoardFormDialog({
  open,
  pending = false,
  initial,
  onClose,
  onSubmit,
}: {
  open: boolean;
  // While the new board is being made, Create waits.
  pending?: boolean;
  // Absent for a new board.
  initial?: BoardFormValues;
  onClose: () => void;
  onSubmit: (values: BoardFormValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="board-form-title"
    >
      {/* Mounted while open, so each opening starts from the board's current values. */}
      {open && (
        <BoardForm
          initial={initial}
          pending={pending}
          onClose={onClose}
          onSubmit={onSubmit}
          title={initial ? t('scrumboard.boardForm.editTitle') : t('scrumboard.boardForm.newTitle')}
        />
      )}
    </Dialog>
  );
}

function BoardForm({
  initial,
  pending,
  title,
  onClose,
  onSubmit,
}: {
  initial?: BoardFormValues;
  pending: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (values: BoardFormValues) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<BoardFormValues>(initial ?? { title: '', description: '' });
  const [touched, setTouched] = useState(false);
  const empty = values.title.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    onSubmit({ title: values.title.trim(), description: values.description.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="board-form-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          autoFocus
          required
          label={t('scrumboard.boardForm.title')}
          value={values.title}
          onChange={(e) => setValues({ ...values, title: e.target.value })}
          error={touched && empty}
          helperText={touched && empty ? t('scrumboard.boardForm.titleRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={t('scrumboard.boardForm.description')}
          value={values.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('scrumboard.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {initial ? t('scrumboard.save') : t('scrumboard.boardForm.create')}
        </Button>
      </DialogActions>
    </form>
  );
}
