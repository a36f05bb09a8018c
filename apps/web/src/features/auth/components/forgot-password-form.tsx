import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { forgotPasswordSchema } from '@rehearse/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useForgotPassword } from '../api/auth.queries';
import { FormErrorAlert } from './form-error-alert';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const form = useForm({
    resolver: contractResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { control, handleSubmit, formState } = form;

  const onSubmit = handleSubmit((values) => {
    forgotPassword.mutate(values, { onError: (error) => applyServerError(form, error) });
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
      <FormErrorAlert error={formState.errors.root?.form} />
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
