import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@rehearse/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/auth.queries';
import { localRules } from '../field-error-message';
import { FormErrorAlert } from './form-error-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

// The token comes from the link, not from a field; the form adds the confirmation.
const resetPasswordFormSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: localRules.passwordsMustMatch,
    path: ['confirmPassword'],
  });

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    resetPassword.mutate({ token, password });
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
      <FormErrorAlert error={resetPassword.error} />
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
