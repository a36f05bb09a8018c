import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FILE_NAME_MAX_LENGTH,
  FOLDER_DESCRIPTION_MAX_LENGTH,
} from '@rehearse/contracts/file-manager';

export type NameValues = { name: string; description?: string };

type NameDialogProps = {
  title: string;
  submitLabel: string;
  initial: NameValues;
  // A folder has a description besides its name.
  withDescription: boolean;
  // Resolves when saved; a rejection's text shows under the name and the dialog stays open.
  onSubmit: (values: NameValues) => Promise<void>;
  onClose: () => void;
};

// New folder, rename a file, edit a folder: the same rules as the API (trimmed, not empty, at
// most 120 characters, no slashes), checked before sending.
export function NameDialog(props: NameDialogProps) {
  const { title, submitLabel, initial, withDescription, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const problem = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return t('fileManager.name.required');
    if (trimmed.length > FILE_NAME_MAX_LENGTH) {
      return t('fileManager.name.tooLong', { max: FILE_NAME_MAX_LENGTH });
    }
    if (/[/\\]/.test(trimmed)) return t('fileManager.name.slash');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = problem(name);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await onSubmit({
        name: name.trim(),
        ...(withDescription ? { description: description.trim() } : {}),
      });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('fileManager.name.label')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX_LENGTH + 20 } }}
          />
          {withDescription && (
            <TextField
              label={t('fileManager.name.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: FOLDER_DESCRIPTION_MAX_LENGTH } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('fileManager.name.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
