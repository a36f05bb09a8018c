import { PASSWORD_MAX_LENGTH } from '@rehearse/contracts/auth-rules';
import { describe, expect, it } from 'vitest';
import { issueToError } from '@rehearse/contracts/validation-issues';
import { resetPasswordFormSchema, signUpFormSchema } from './auth-form-schemas';

const problems = (schema: typeof signUpFormSchema | typeof resetPasswordFormSchema, v: unknown) => {
  const result = schema.safeParse(v);
  return result.success ? [] : result.error.issues.map((issue) => issueToError(issue, v));
};

describe('auth form schemas', () => {
  it('asks sign-up to agree to the terms, with its own code', () => {
    const values = { name: 'Ada', email: 'ada@example.com', password: 'long enough' };
    expect(problems(signUpFormSchema, { ...values, agreeToTerms: false })).toMatchObject([
      { field: 'agreeToTerms', code: 'validation.must_agree_terms' },
    ]);
    expect(problems(signUpFormSchema, { ...values, agreeToTerms: true })).toEqual([]);
  });

  it('asks the reset form for the same password twice, within the one password rule', () => {
    expect(
      problems(resetPasswordFormSchema, { password: 'long enough', confirmPassword: 'other' }),
    ).toMatchObject([{ field: 'confirmPassword', code: 'validation.passwords_mismatch' }]);
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(
      problems(resetPasswordFormSchema, { password: long, confirmPassword: long }),
    ).toMatchObject([{ field: 'password', code: 'validation.too_long' }]);
  });
});
