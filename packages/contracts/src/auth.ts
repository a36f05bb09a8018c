import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-rules';

// The one email address rule (format and length); contacts use it as typed.
export const emailAddressSchema = z
  .email({ error: 'Enter a valid email address' })
  .max(EMAIL_MAX_LENGTH, 'Email is too long');

// Account emails are compared case-insensitively: trimmed and lower-cased before anything else.
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(emailAddressSchema);

// A person's name: sign-up, the profile and a signed-out support request.
export const personNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

// A new password: sign-up, password reset and the workspace's password change.
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

// A password typed to prove who one is. No minimum: a short password is simply a wrong one.
export const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signInSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const unlockSessionSchema = signInSchema;
export type UnlockSessionInput = SignInInput;

export const signUpSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  company: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, `Company must be at most ${NAME_MAX_LENGTH} characters`)
    .optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInWithTokenSchema = z.object({
  accessToken: z.string({ error: 'accessToken is required' }).min(1, 'accessToken is required'),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

// POST forgot-password also takes the email alone as a JSON string, as a client that posts only
// the email sends it; both read as {email}, so errors name `email`. The documented shape says
// either (the OpenAPI generator reads `meta`; the pipe's input accepts anything).
export const forgotPasswordBodySchema = z
  .unknown()
  .meta({
    anyOf: [
      {
        type: 'object',
        properties: { email: { type: 'string', format: 'email' } },
        required: ['email'],
      },
      { type: 'string', format: 'email' },
    ],
  })
  .pipe(
    z.preprocess(
      (body) => (typeof body === 'string' ? { email: body } : body),
      forgotPasswordSchema,
    ),
  );

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
