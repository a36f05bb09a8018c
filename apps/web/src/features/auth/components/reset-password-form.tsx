import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useResetPassword } from '../api/auth.queries';
import { resetPasswordFormSchema } from '../auth-form-schemas';
import { FormErrorAlert } from './form-error-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: contractResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { control, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(({ password }) => {
    resetPassword.mutate(
      { token, password },
      { onError: (error) => applyServerError(form, error) },
    );
  });

  if (resetPassword.isSuccess) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Alert severity="success" role="status">
          {t('auth.resetPassword.success')}
        </Alert>
        <Button variant="contained" size="large" href={paths.auth.signIn.getHref()}>
          {t('auth.resetPassword.signIn')}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormErrorAlert error={formState.errors.root?.form} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <SubmitButton pending={resetPassword.isPending}>
          {t('auth.resetPassword.submit')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
