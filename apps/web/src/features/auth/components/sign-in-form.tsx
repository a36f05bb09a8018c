import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { applyServerError } from '../../../lib/forms/server-error';
import { useSignIn } from '../api/auth.queries';
import { lazyResolver } from '../lazy-resolver';
import { FormErrorAlert } from './form-error-alert';
import { FormTextField } from './form-text-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

// The contract's rules, loaded just after the page (see lazy-resolver.ts).
const signInResolver = lazyResolver(async () => {
  const [{ contractResolver }, { signInSchema }] = await Promise.all([
    import('../../../lib/forms/contract-resolver'),
    import('@rehearse/contracts/auth'),
  ]);
  return contractResolver(signInSchema);
});

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  useEffect(() => signInResolver.preload(), []);
  const form = useForm({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });
  const { control, handleSubmit, formState } = form;

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => applyServerError(form, error),
    });
  });

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
        <PasswordField
          control={control}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
        />
        <Box sx={{ textAlign: 'right', mt: -1.5 }}>
          <Link href={paths.auth.forgotPassword.getHref()} variant="body2">
            {t('auth.signIn.forgotPassword')}
          </Link>
        </Box>
        <SubmitButton pending={signIn.isPending}>{t('auth.signIn.submit')}</SubmitButton>
      </Box>
    </Box>
  );
}
