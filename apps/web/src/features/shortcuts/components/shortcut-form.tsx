import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { newShortcutSchema, type NewShortcut, type Shortcut } from '@rehearse/contracts/shortcuts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { toNewShortcut, type ShortcutFormValues } from '../shortcut-form-values';
import { IconPickerField } from './icon-picker-field';

type ShortcutFormProps = {
  shortcut?: Shortcut;
  busy: boolean;
  // Resolves once saved; a refusal shows on the form.
  onSubmit: (shortcut: NewShortcut) => Promise<unknown>;
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
  const errorText = useErrorText();
  const form = useForm({
    resolver: contractResolver<typeof newShortcutSchema, ShortcutFormValues>(newShortcutSchema),
    // Errors show once a field has been left, but the button is disabled from the start.
    mode: 'onTouched',
    defaultValues: shortcut
      ? { ...shortcut, description: shortcut.description ?? '' }
      : emptyValues,
  });
  const { control, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toNewShortcut(values));
    } catch (error) {
      // The API names the field as shortcut.label, shortcut.link...
      applyServerError(form, error, {
        fields: {
          'shortcut.label': 'label',
          'shortcut.description': 'description',
          'shortcut.icon': 'icon',
          'shortcut.link': 'link',
        },
      });
    }
  });

  const field = (name: 'label' | 'description' | 'link', required: boolean) => (
    <ControlledTextField
      control={control}
      name={name}
      label={t(`widgets.shortcuts.fields.${name}`)}
      required={required}
      autoFocus={name === 'label'}
      size="small"
      fullWidth
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, overflowY: 'auto' }}
    >
      {field('label', true)}
      {field('description', false)}
      <Controller
        control={control}
        name="icon"
        render={({ field: icon, fieldState }) => (
          <IconPickerField
            value={icon.value}
            onChange={icon.onChange}
            onBlur={icon.onBlur}
            error={fieldState.error && errorText(fieldState.error)}
          />
        )}
      />
      {field('link', true)}
      <Controller
        control={control}
        name="useRouter"
        render={({ field: useRouter }) => (
          <FormControlLabel
            control={
              <Switch
                checked={useRouter.value}
                onChange={(event) => useRouter.onChange(event.target.checked)}
                onBlur={useRouter.onBlur}
              />
            }
            label={t('widgets.shortcuts.fields.useRouter')}
          />
        )}
      />
      {formState.errors.root?.form && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
          {errorText(formState.errors.root.form)}
        </Box>
      )}
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
        <Button type="submit" variant="contained" disabled={!formState.isValid || busy}>
          {shortcut ? t('widgets.shortcuts.update') : t('widgets.shortcuts.add')}
        </Button>
      </Box>
    </Box>
  );
}
