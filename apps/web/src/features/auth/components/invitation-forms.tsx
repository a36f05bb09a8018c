import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  currentPasswordSchema,
  newPasswordSchema,
  personNameSchema,
} from '@rehearse/contracts/auth';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useAcceptAsExistingAccount, useAcceptAsNewAccount } from '../api/invitation.queries';
import { FormErrorAlert } from './form-error-alert';
import { FormTextField } from './form-text-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

const newAccountSchema = z.object({ name: personNameSchema, password: newPasswordSchema });
const existingAccountSchema = z.object({ password: currentPasswordSchema });

type FormProps = { token: string; email: string; onAccepted: () => void };

// The invited email has no account yet: a name and a password make one, in the organization.
export function NewAccountInvitationForm({ token, onAccepted }: FormProps) {
  const { t } = useTranslation();
  const accept = useAcceptAsNewAccount(token);
  const form = useForm({
    resolver: contractResolver(newAccountSchema),
    defaultValues: { name: '', password: '' },
  });
  const { control, handleSubmit, formState } = form;
  const onSubmit = handleSubmit((values) => {
    accept.mutate(values, {
      onSuccess: onAccepted,
      onError: (error) => applyServerError(form, error),
    });
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormErrorAlert error={formState.errors.root?.form} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('auth.fields.fullName')}
          autoComplete="name"
          required
        />
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
        />
        <SubmitButton pending={accept.isPending}>{t('auth.invitation.createAndJoin')}</SubmitButton>
      </Box>
    </Box>
  );
}

// The invited email has an account: its password signs in and accepts.
export function ExistingAccountInvitationForm({ token, email, onAccepted }: FormProps) {
  const { t } = useTranslation();
  const accept = useAcceptAsExistingAccount(token);
  const form = useForm({
    resolver: contractResolver(existingAccountSchema),
    defaultValues: { password: '' },
  });
  const { control, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(({ password }) => {
    accept.mutate(
      { email, password },
      {
        onSuccess: onAccepted,
        // Wrong credentials (404 false) become auth.invalid_credentials at the top.
        onError: (error) => applyServerError(form, error),
      },
    );
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormErrorAlert error={formState.errors.root?.form} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton pending={accept.isPending}>{t('auth.invitation.signInAndJoin')}</SubmitButton>
      </Box>
    </Box>
  );
}
