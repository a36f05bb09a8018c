import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema } from '@rehearse/contracts/auth';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { useSignIn, useSignUp } from '../api/auth.queries';
import { localRules } from '../field-error-message';
import { FormErrorAlert } from './form-error-alert';
import { FormTextField } from './form-text-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

// The terms checkbox is a rule of this form only; the API never receives it.
const signUpFormSchema = signUpSchema.extend({
  agreeToTerms: z.boolean().refine((agreed) => agreed, localRules.mustAgreeToTerms),
});

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const signIn = useSignIn();
  const [signInAfterSignUpFailed, setSignInAfterSignUpFailed] = useState(false);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', company: '', agreeToTerms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSignInAfterSignUpFailed(false);
    const input = {
      name: values.name,
      email: values.email,
      password: values.password,
      company: values.company ? values.company : undefined,
    };
    try {
      await signUp.mutateAsync(input);
    } catch {
      return; // shown from signUp.error
    }
    // A new account is signed in straight away with the same credentials.
    try {
      await signIn.mutateAsync({ email: input.email, password: input.password });
      onSignedIn();
    } catch (error) {
      console.error('Automatic sign-in after sign-up failed', error);
      setSignInAfterSignUpFailed(true);
    }
  });

  const pending = signUp.isPending || signIn.isPending;

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormErrorAlert error={signUp.error} />
      {signInAfterSignUpFailed && (
        <Alert severity="info" role="alert" sx={{ mb: 3 }}>
          {t('auth.signUp.createdSignInFailed')}{' '}
          <Link href={paths.auth.signIn.getHref()}>{t('auth.signUp.signInLink')}</Link>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('auth.fields.fullName')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={control}
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          inputMode="email"
        />
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
        />
        <FormTextField
          control={control}
          name="company"
          label={t('auth.fields.company')}
          autoComplete="organization"
          helperText={t('auth.fields.optional')}
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
                        'aria-describedby': fieldState.error ? 'agree-to-terms-error' : undefined,
                      },
                    }}
                  />
                }
              />
              {fieldState.error && (
                <FormHelperText id="agree-to-terms-error" sx={{ mt: 0, ml: 4 }}>
                  {t(localRules.mustAgreeToTerms)}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
        <SubmitButton pending={pending}>{t('auth.signUp.submit')}</SubmitButton>
      </Box>
    </Box>
  );
}
