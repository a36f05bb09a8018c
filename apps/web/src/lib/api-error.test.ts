import { describe, expect, it } from 'vitest';
import { errorMessageFromBody } from './api-error';

describe('errorMessageFromBody', () => {
  it('reads a bare {error} and the product envelope', () => {
    expect(errorMessageFromBody({ error: 'Too many attempts. Try again in 60 seconds.' })).toBe(
      'Too many attempts. Try again in 60 seconds.',
    );
    expect(
      errorMessageFromBody({
        success: false,
        error: { code: 'NOT_FOUND', message: 'User not found' },
      }),
    ).toBe('User not found');
  });

  it('gives nothing for bodies without a message', () => {
    expect(errorMessageFromBody(false)).toBeUndefined();
    expect(errorMessageFromBody(null)).toBeUndefined();
    expect(errorMessageFromBody({ error: '' })).toBeUndefined();
    expect(errorMessageFromBody('plain text')).toBeUndefined();
  });
});
