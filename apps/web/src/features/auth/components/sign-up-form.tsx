import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useSignIn, useSignUp } from '../api/auth.queries';
import { signUpFormSchema } from '../auth-form-schemas';
import { FormErrorAlert } from './form-error-alert';
import { FormTextField } from './form-text-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signUp = useSignUp();
  const signIn = useSignIn();
  const [signInAfterSignUpFailed, setSignInAfterSignUpFailed] = useState(false);
  const form = useForm({
    resolver: contractResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', company: '', agreeToTerms: false },
  });
  const { control, handleSubmit, formState } = form;

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
    } catch (error) {
      // An email that already has an account shows under the email; the rest above the form.
      applyServerError(form, error);
      return;
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
      <FormErrorAlert error={formState.errors.root?.form} />
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
                  {errorText(fieldState.error)}
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
