import { describe, expect, it } from 'vitest';
import { resetPasswordSchema, signUpSchema } from './auth';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules';
import { createSupportRequestSchema } from './support';
import { updateUserSchema } from './user';
import { changePasswordSchema } from './workspace';

// Every place that takes a new password, a name or an email applies the same rule.
const newPassword = {
  signUp: (password: string) =>
    signUpSchema.safeParse({ name: 'Ada', email: 'ada@example.com', password }).success,
  reset: (password: string) => resetPasswordSchema.safeParse({ token: 't', password }).success,
  change: (password: string) =>
    changePasswordSchema.safeParse({ currentPassword: 'old one', newPassword: password }).success,
};

const name = {
  signUp: (value: string) =>
    signUpSchema.safeParse({ name: value, email: 'ada@example.com', password: 'long enough' })
      .success,
  profile: (value: string) => updateUserSchema.safeParse({ user: { name: value } }).success,
  support: (value: string) =>
    createSupportRequestSchema.safeParse({
      name: value,
      email: 'ada@example.com',
      category: 'account',
      subject: 'Hello',
      message: 'A message long enough.',
    }).success,
};

describe('one rule for each account field', () => {
  it.each(Object.entries(newPassword))('takes the same new passwords at %s', (_where, accepts) => {
    expect(accepts('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(false);
    expect(accepts('x'.repeat(PASSWORD_MIN_LENGTH))).toBe(true);
    // The workspace's change stopped at 200 while sign-up and reset took 256.
    expect(accepts('x'.repeat(PASSWORD_MAX_LENGTH))).toBe(true);
    expect(accepts('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(false);
  });

  it.each(Object.entries(name))('takes the same names at %s', (_where, accepts) => {
    expect(accepts('  ')).toBe(false);
    expect(accepts('x'.repeat(NAME_MAX_LENGTH))).toBe(true);
    expect(accepts('x'.repeat(NAME_MAX_LENGTH + 1))).toBe(false);
  });

  it('reads a support request email as sign-up does (trimmed, lower-cased)', () => {
    const request = createSupportRequestSchema.parse({
      name: 'Ada',
      email: '  Ada@Example.COM ',
      category: 'account',
      subject: 'Hello',
      message: 'A message long enough.',
    });
    expect(request.email).toBe('ada@example.com');
  });
});
