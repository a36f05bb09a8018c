import { describe, expect, it } from 'vitest';
import { contactBody, contactErrors, type ContactValues } from './contact-errors';

const good: ContactValues = {
  name: 'Vera Visitor',
  email: 'vera@example.test',
  category: 'account',
  subject: 'Cannot sign in',
  message: 'My password reset email never arrived.',
};

describe('contact form rules', () => {
  it('accepts a complete request', () => {
    expect(contactErrors(good, false)).toEqual({});
  });

  it('needs a name and email only from a signed-out visitor', () => {
    const anonymous = { ...good, name: ' ', email: '' };
    expect(contactErrors(anonymous, false)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
    });
    expect(contactErrors(anonymous, true)).toEqual({});
    expect(contactBody(anonymous, true)).not.toHaveProperty('email');
    expect(contactErrors({ ...good, email: 'not-an-email' }, false)).toEqual({
      email: 'emailInvalid',
    });
  });

  it('words the length rules per field', () => {
    expect(
      contactErrors({ ...good, category: '', subject: 'Hi', message: 'Too short' }, true),
    ).toEqual({ category: 'categoryRequired', subject: 'subjectShort', message: 'messageShort' });
    expect(
      contactErrors({ ...good, subject: 'x'.repeat(151), message: 'y'.repeat(5001) }, true),
    ).toEqual({
      subject: 'subjectLong',
      message: 'messageLong',
    });
  });
});
