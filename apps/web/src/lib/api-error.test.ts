import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS, readErrorBody } from './api-error';

describe('ApiError', () => {
  it('reads a common answer: {error, code, field, params, issues}', () => {
    const error = new ApiError(400, {
      error: 'password: Password must be at least 8 characters',
      code: 'validation.too_short',
      field: 'password',
      params: { minimum: 8 },
      issues: [
        { code: 'validation.too_short', field: 'password', params: { minimum: 8 }, message: 'x' },
        { code: 'validation.invalid_email', field: 'email', message: 'y' },
      ],
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation.too_short',
      field: 'password',
      params: { minimum: 8 },
      message: 'password: Password must be at least 8 characters',
    });
    expect(error.issues).toEqual([
      { code: 'validation.too_short', field: 'password', params: { minimum: 8 }, message: 'x' },
      { code: 'validation.invalid_email', field: 'email', message: 'y' },
    ]);
  });

  it('reads a product answer: {success: false, error: {code, message, ...}}', () => {
    const error = new ApiError(409, {
      success: false,
      error: { code: 'interview.other_question', message: 'On 3', params: { current: 3 } },
    });
    expect(error).toMatchObject({
      code: 'interview.other_question',
      params: { current: 3 },
      message: 'On 3',
    });
  });

  it('keeps only params a text can hold and issues with a known code', () => {
    expect(
      readErrorBody({
        code: 'request.rate_limited',
        params: { minutes: 2, nested: { no: 1 }, list: [1] },
        issues: [{ code: 'made.up', field: 'x' }, 'junk', { code: 'validation.required' }],
      }),
    ).toEqual({
      code: 'request.rate_limited',
      params: { minutes: 2 },
      issues: [{ code: 'validation.required', message: '' }],
    });
  });

  it.each([
    [NETWORK_ERROR_STATUS, null, 'client.network'],
    [502, '<html>Bad gateway</html>', 'client.network'],
    [503, null, 'client.network'],
    // Sign-in and unlock-session: unmatched credentials.
    [404, false, 'auth.invalid_credentials'],
    // An /api path that no route matches.
    [404, { error: 'NOT FOUND' }, 'request.not_found'],
    [401, { error: 'Invalid token' }, 'auth.invalid_token'],
    [403, null, 'auth.forbidden'],
    [415, null, 'validation.unsupported_media_type'],
    [429, 'Too Many Requests', 'request.rate_limited'],
    [500, { error: 'db exploded' }, 'server.internal'],
    [400, null, 'request.failed'],
    // A code this build does not know counts as none.
    [409, { error: 'x', code: 'billing.new_thing' }, 'request.failed'],
  ])('gives status %s with body %j the code %s', (status, body, code) => {
    expect(new ApiError(status, body).code).toBe(code);
  });

  it('takes the code its caller gives for an answer the app cannot read', () => {
    const error = new ApiError(200, { unexpected: true }, { code: 'client.bad_answer' });
    expect(error.code).toBe('client.bad_answer');
    expect(error.message).toBe('Request failed with status 200');
  });
});
