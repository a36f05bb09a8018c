import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth-rules';

// Emails are compared case-insensitively: trimmed and lower-cased before anything else.
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Email is too long'));

// Kept in a zod-free module too: the web app's sign-in page reads it without loading zod.
export { PASSWORD_MIN_LENGTH } from './auth-rules';

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters');

export const signInSchema = z.object({
  email: emailSchema,
  // No length rule here: a short password is simply a wrong one.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const unlockSessionSchema = signInSchema;
export type UnlockSessionInput = SignInInput;

export const signUpSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: emailSchema,
  password: newPasswordSchema,
  company: z.string().trim().max(100, 'Company must be at most 100 characters').optional(),
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
