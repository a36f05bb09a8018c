import { issueToError } from '@rehearse/contracts/validation-issues';
import { describe, expect, it } from 'vitest';
import { contactFormSchema, type ContactValues } from './contact-form-schema';

const good: ContactValues = {
  name: 'Vera Visitor',
  email: 'vera@example.test',
  category: 'account',
  subject: 'Cannot sign in',
  message: 'My password reset email never arrived.',
};

const problems = (values: ContactValues, signedIn: boolean) => {
  const result = contactFormSchema(signedIn).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issueToError(issue, values));
};

describe('contact form rules', () => {
  it('accepts a complete request, without name and email from a signed-in user', () => {
    expect(problems(good, false)).toEqual([]);
    const signedIn = contactFormSchema(true).parse({ ...good, name: '', email: '' });
    expect(signedIn).not.toHaveProperty('email');
    expect(signedIn).not.toHaveProperty('name');
  });

  it('needs a name and a valid email from a signed-out visitor', () => {
    expect(problems({ ...good, name: ' ', email: '' }, false)).toMatchObject([
      { field: 'name', code: 'validation.required' },
      { field: 'email', code: 'validation.required' },
    ]);
    expect(problems({ ...good, email: 'not-an-email' }, false)).toMatchObject([
      { field: 'email', code: 'validation.invalid_email' },
    ]);
  });

  it("gives each length rule the contract's code and limit", () => {
    expect(
      problems({ ...good, category: '', subject: 'Hi', message: 'Too short' }, true),
    ).toMatchObject([
      { field: 'category', code: 'validation.invalid_option' },
      { field: 'subject', code: 'validation.too_short', params: { minimum: 3 } },
      { field: 'message', code: 'validation.too_short', params: { minimum: 10 } },
    ]);
    expect(
      problems({ ...good, subject: 'x'.repeat(151), message: 'y'.repeat(5001) }, true),
    ).toMatchObject([
      { field: 'subject', code: 'validation.too_long', params: { maximum: 150 } },
      { field: 'message', code: 'validation.too_long', params: { maximum: 5000 } },
    ]);
  });
});
