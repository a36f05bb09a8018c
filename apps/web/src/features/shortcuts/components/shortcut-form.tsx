import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { NewShortcut, Shortcut } from '@rehearse/contracts/shortcuts';
import { useTranslation } from 'react-i18next';
import {
  shortcutFormErrors,
  toNewShortcut,
  type ShortcutFormField,
  type ShortcutFormValues,
} from '../shortcut-form-errors';
import { IconPickerField } from './icon-picker-field';

type ShortcutFormProps = {
  shortcut?: Shortcut;
  busy: boolean;
  onSubmit: (shortcut: NewShortcut) => void;
  onCancel: () => void;
  onDelete?: () => void;
};

const emptyValues: ShortcutFormValues = {
  label: '',
  description: '',
  icon: '',
  link: '',
  useRouter: false,
};

export function ShortcutForm({ shortcut, busy, onSubmit, onCancel, onDelete }: ShortcutFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ShortcutFormValues>(
    shortcut ? { ...shortcut, description: shortcut.description ?? '' } : emptyValues,
  );
  // Errors show once a field has been left, but the button is disabled from the start.
  const [touched, setTouched] = useState<Partial<Record<ShortcutFormField, boolean>>>({});
  const errors = shortcutFormErrors(values);
  const invalid = Object.keys(errors).length > 0;

  const field = (name: ShortcutFormField, required: boolean) => {
    const error = touched[name] ? errors[name] : undefined;
    return (
      <TextField
        label={t(`widgets.shortcuts.fields.${name}`)}
        value={values[name]}
        required={required}
        autoFocus={name === 'label'}
        size="small"
        fullWidth
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        onBlur={() => setTouched((v) => ({ ...v, [name]: true }))}
        error={Boolean(error)}
        helperText={error ? t(`widgets.shortcuts.errors.${error}`) : undefined}
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onSubmit(toNewShortcut(values));
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, overflowY: 'auto' }}
    >
      {field('label', true)}
      {field('description', false)}
      <IconPickerField
        value={values.icon}
        onChange={(icon) => setValues((v) => ({ ...v, icon }))}
        onBlur={() => setTouched((v) => ({ ...v, icon: true }))}
        error={
          touched.icon && errors.icon ? t(`widgets.shortcuts.errors.${errors.icon}`) : undefined
        }
      />
      {field('link', true)}
      <FormControlLabel
        control={
          <Switch
            checked={values.useRouter}
            onChange={(event) => setValues((v) => ({ ...v, useRouter: event.target.checked }))}
          />
        }
        label={t('widgets.shortcuts.fields.useRouter')}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {onDelete && (
          <Button color="error" onClick={onDelete} disabled={busy}>
            {t('widgets.shortcuts.delete')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button color="inherit" onClick={onCancel}>
          {t('widgets.shortcuts.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={invalid || busy}>
          {shortcut ? t('widgets.shortcuts.update') : t('widgets.shortcuts.add')}
        </Button>
      </Box>
    </Box>
  );
}
