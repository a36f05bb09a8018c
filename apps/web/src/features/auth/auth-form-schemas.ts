import { resetPasswordSchema, signUpSchema } from '@rehearse/contracts/auth';
import { acceptPlatformInvitationSchema } from '@rehearse/contracts/platform-invitations';
import { withCode } from '@rehearse/contracts/validation-issues';
import { z } from 'zod';

// The sign-up form: the contract's rules, plus the terms checkbox the API never receives.
export const signUpFormSchema = signUpSchema.extend({
  agreeToTerms: z
    .boolean()
    .refine(
      (agreed) => agreed,
      withCode('validation.must_agree_terms', 'You must agree to the terms to continue'),
    ),
});

// The reset form: the token comes from the link, not from a field; the form adds the
// confirmation.
export const resetPasswordFormSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    ...withCode('validation.passwords_mismatch', 'The passwords do not match'),
    path: ['confirmPassword'],
  });

// Accepting a platform invitation: the contract's name and password, plus the confirmation and
// the terms checkbox the API never receives.
export const platformInvitationFormSchema = acceptPlatformInvitationSchema
  .extend({
    confirmPassword: z.string(),
    agreeToTerms: z
      .boolean()
      .refine(
        (agreed) => agreed,
        withCode('validation.must_agree_terms', 'You must agree to the terms to continue'),
      ),
  })
  .refine((values) => values.password === values.confirmPassword, {
    ...withCode('validation.passwords_mismatch', 'The passwords do not match'),
    path: ['confirmPassword'],
  });
