import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { isApiError } from '../../../lib/api-error';
import { useChangePassword } from '../api/workspace.queries';
import { SaveRow } from './save-state';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

type Fields = { current: string; next: string; confirm: string };
type Errors = Partial<Record<keyof Fields, string>>;

export type PasswordError =
  'currentRequired' | 'nextRequired' | 'short' | 'long' | 'same' | 'mismatch';

export function passwordErrors(fields: Fields): Partial<Record<keyof Fields, PasswordError>> {
  const errors: ReturnType<typeof passwordErrors> = {};
  if (!fields.current) errors.current = 'currentRequired';
  if (!fields.next) errors.next = 'nextRequired';
  else if (fields.next.length < PASSWORD_MIN) errors.next = 'short';
  else if (fields.next.length > PASSWORD_MAX) errors.next = 'long';
  else if (fields.next === fields.current) errors.next = 'same';
  if (fields.confirm !== fields.next) errors.confirm = 'mismatch';
  return errors;
}

// Current, new and confirmation. The server signs out every other session and answers a fresh
// one for this tab, so the candidate stays signed in here.
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [fields, setFields] = useState<Fields>({ current: '', next: '', confirm: '' });
  const [visible, setVisible] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const local = passwordErrors(fields);
  const errors: Errors = submitted
    ? Object.fromEntries(
        Object.entries(local).map(([field, code]) => [
          field,
          t(`workspace.profile.password.errors.${code}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }),
        ]),
      )
    : {};
  // A wrong current password is the server's to say; it names the field.
  const wrongCurrent =
    isApiError(change.error) &&
    change.error.status === 400 &&
    change.error.message.startsWith('currentPassword');
  if (wrongCurrent) errors.current = t('workspace.profile.password.errors.wrong');

  const set = (field: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    if (!change.isPending) change.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(local).length) return;
    change.mutate(
      { currentPassword: fields.current, newPassword: fields.next },
      {
        onSuccess: () => {
          setFields({ current: '', next: '', confirm: '' });
          setSubmitted(false);
        },
      },
    );
  };

  const field = (name: keyof Fields, autoComplete: string) => (
    <TextField
      label={t(`workspace.profile.password.${name}`)}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      value={fields[name]}
      onChange={(e) => set(name)(e.target.value)}
      error={Boolean(errors[name])}
      helperText={
        errors[name] ??
        (name === 'next' ? t('workspace.profile.password.help', { min: PASSWORD_MIN }) : undefined)
      }
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      {/* The account's email as a hidden username lets password managers file the new password. */}
      <Box
        component="input"
        type="email"
        autoComplete="username"
        value={email}
        readOnly
        tabIndex={-1}
        aria-hidden
        sx={visuallyHidden}
      />
      {field('current', 'current-password')}
      {field('next', 'new-password')}
      {field('confirm', 'new-password')}
      <Box>
        <Button
          size="small"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          startIcon={visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
        >
          {t('workspace.profile.password.show')}
        </Button>
      </Box>
      <SaveRow
        label={t('workspace.profile.password.save')}
        pending={change.isPending}
        saved={change.isSuccess}
        savedText={t('workspace.profile.password.saved')}
        error={wrongCurrent ? null : change.error}
      />
    </Box>
  );
}
