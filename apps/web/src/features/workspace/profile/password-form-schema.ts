import { changePasswordSchema } from '@rehearse/contracts/workspace';
import { withCode } from '@rehearse/contracts/validation-issues';
import { z } from 'zod';

// The contract's change (the one new-password rule of sign-up and reset), plus the form's own
// two: the new password differs from the current one, and is typed twice. The current password
// is asked for when the account has one; an account made by the OpenID Connect provider has none
// and sets its first (the field is then not shown and stays empty).
export const passwordFormSchema = (hasPassword: boolean) =>
  changePasswordSchema
    .extend({
      currentPassword: hasPassword
        ? changePasswordSchema.shape.currentPassword.unwrap()
        : z.string(),
      confirmPassword: z.string(),
    })
    .refine((v) => !v.newPassword || v.newPassword !== v.currentPassword, {
      ...withCode(
        'validation.password_unchanged',
        'Choose a password different from the current one',
      ),
      path: ['newPassword'],
    })
    .refine((v) => v.confirmPassword === v.newPassword, {
      ...withCode('validation.passwords_mismatch', 'The passwords do not match'),
      path: ['confirmPassword'],
    });
