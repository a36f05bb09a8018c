import { describe, expect, it } from 'vitest';
import { signUpSchema } from '@rehearse/contracts/auth';
import { fieldErrorMessage, localRules } from './field-error-message';

describe('fieldErrorMessage', () => {
  it('maps every message the sign-up contract produces to a translation', () => {
    const result = signUpSchema.safeParse({
      name: ' ',
      email: 'not-an-email',
      password: 'short',
      company: 'x'.repeat(101),
    });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      expect(fieldErrorMessage(issue.message), issue.message).toHaveProperty('key');
    }
  });

  it('passes the password minimum to the translation', () => {
    expect(fieldErrorMessage('Password must be at least 8 characters')).toEqual({
      key: 'validation.passwordTooShort',
      values: { min: 8 },
    });
  });

  it('maps local rules and shows unknown messages as they are', () => {
    expect(fieldErrorMessage(localRules.passwordsMustMatch)).toEqual({
      key: 'validation.passwordsMustMatch',
    });
    expect(fieldErrorMessage('Something new')).toEqual({ text: 'Something new' });
    expect(fieldErrorMessage(undefined)).toBeUndefined();
  });
});
