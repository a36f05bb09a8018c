import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { PASSWORD_MIN_LENGTH } from '@rehearse/contracts/auth-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { visuallyHidden } from '../../../components/visually-hidden';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useChangePassword } from '../api/workspace.queries';
import { passwordFormSchema } from './password-form-schema';
import { SaveRow } from './save-state';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;
const LABELS = {
  currentPassword: 'current',
  newPassword: 'next',
  confirmPassword: 'confirm',
} as const;

// Current, new and confirmation; an account without a password (made by the OpenID Connect
// provider) sets its first with new and confirmation only. The server signs out every other
// session and answers a fresh one for this tab, so the user stays signed in here.
export function PasswordForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [visible, setVisible] = useState(false);
  const form = useForm({
    resolver: contractResolver(passwordFormSchema(hasPassword)),
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, formState, reset } = form;
  const words = hasPassword ? 'workspace.profile.password' : 'workspace.profile.firstPassword';

  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(hasPassword ? { currentPassword, newPassword } : { newPassword }, {
      onSuccess: () => reset(EMPTY),
      // A wrong current password lands under its field.
      onError: (error) => applyServerError(form, error),
    });
  });

  const field = (name: Field, autoComplete: string) => (
    <ControlledTextField
      control={control}
      name={name}
      label={t(`workspace.profile.password.${LABELS[name]}`)}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      onChange={() => {
        if (!change.isPending) change.reset();
      }}
      helperText={
        name === 'newPassword'
          ? t('workspace.profile.password.help', { min: PASSWORD_MIN_LENGTH })
          : undefined
      }
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
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
      {hasPassword && field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
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
        label={t(`${words}.save`)}
        pending={change.isPending}
        saved={change.isSuccess}
        savedText={t(`${words}.saved`)}
        error={formState.errors.root?.form}
      />
    </Box>
  );
}
