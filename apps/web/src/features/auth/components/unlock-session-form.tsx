import Box from '@mui/material/Box';
import { unlockSessionSchema } from '@rehearse/contracts/auth';
import type { User } from '@rehearse/contracts/user';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useUnlockSession } from '../api/auth.queries';
import { FormErrorAlert } from './form-error-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

type UnlockSessionFormProps = {
  user: Pick<User, 'name' | 'email' | 'avatar'>;
  onUnlocked: () => void;
};

export function UnlockSessionForm({ user, onUnlocked }: UnlockSessionFormProps) {
  const { t } = useTranslation();
  const unlockSession = useUnlockSession();
  const form = useForm({
    resolver: contractResolver(unlockSessionSchema),
    // The email is the signed-in user's; only the password is asked for.
    defaultValues: { email: user.email, password: '' },
  });
  const { control, handleSubmit, formState } = form;

  const onSubmit = handleSubmit((values) => {
    unlockSession.mutate(values, {
      onSuccess: onUnlocked,
      onError: (error) => applyServerError(form, error),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          mb: 3,
          p: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <UserAvatar user={user} size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.name}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
            {user.email}
          </Box>
        </Box>
      </Box>
      <FormErrorAlert error={formState.errors.root?.form} />
      {/* Lets password managers match the saved login for this account. */}
      <input type="hidden" name="username" autoComplete="username" value={user.email} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton pending={unlockSession.isPending}>
          {t('auth.unlockSession.submit')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
