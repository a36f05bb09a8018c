import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AcceptedPlatformInvitation } from '@rehearse/contracts/platform-invitations';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useAcceptPlatformInvitation } from '../api/platform-invitation.queries';
import { platformInvitationFormSchema } from '../auth-form-schemas';
import { FormErrorAlert } from './form-error-alert';
import { FormTextField } from './form-text-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

type Props = { token: string; onAccepted: (accepted: AcceptedPlatformInvitation) => void };

// A new account for the invited email: a name, a password twice and the terms (as sign-up).
export function PlatformInvitationForm({ token, onAccepted }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const accept = useAcceptPlatformInvitation(token);
  const form = useForm({
    resolver: contractResolver(platformInvitationFormSchema),
    defaultValues: { name: '', password: '', confirmPassword: '', agreeToTerms: false },
  });
  const { control, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(({ name, password }) => {
    accept.mutate(
      { name, password },
      { onSuccess: onAccepted, onError: (error) => applyServerError(form, error) },
    );
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
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Controller
          control={control}
          name="agreeToTerms"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} variant="standard" sx={{ mt: -1 }}>
              <FormControlLabel
                label={t('auth.signUp.agreeToTerms')}
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    color={fieldState.error ? 'error' : 'primary'}
                    sx={fieldState.error ? { color: 'error.main' } : undefined}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-required': true,
                        'aria-invalid': Boolean(fieldState.error),
                        'aria-describedby': fieldState.error
                          ? 'platform-invitation-terms-error'
                          : undefined,
                      },
                    }}
                  />
                }
              />
              {fieldState.error && (
                <FormHelperText id="platform-invitation-terms-error" sx={{ mt: 0, ml: 4 }}>
                  {errorText(fieldState.error)}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
        <SubmitButton pending={accept.isPending}>
          {t('auth.platformInvitation.accept')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
