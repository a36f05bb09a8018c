import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@rehearse/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../api/auth.queries';
import { FormErrorAlert } from './form-error-alert';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    forgotPassword.mutate(values);
  });

  // The answer is the same whether or not the account exists, so it reveals nothing.
  if (forgotPassword.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('auth.forgotPassword.success')}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormErrorAlert error={forgotPassword.error} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          inputMode="email"
        />
        <SubmitButton pending={forgotPassword.isPending}>
          {t('auth.forgotPassword.submit')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
