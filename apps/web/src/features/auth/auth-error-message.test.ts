import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { authErrorMessage } from './auth-error-message';

const apiError = (status: number, body: unknown) => new ApiError(status, 'message', body);

describe('authErrorMessage', () => {
  it('turns a 404 on sign-in into "wrong email or password"', () => {
    expect(authErrorMessage(apiError(404, false), { credentials: true })).toEqual({
      key: 'auth.errors.wrongCredentials',
    });
  });

  it("shows the server's words for rate limits, conflicts and invalid input", () => {
    const retry = 'Too many sign-in attempts. Try again in 42 seconds.';
    expect(authErrorMessage(apiError(429, { error: retry }), { credentials: true })).toEqual({
      serverText: retry,
    });
    expect(authErrorMessage(apiError(409, { error: 'That email is already registered' }))).toEqual({
      serverText: 'That email is already registered',
    });
    expect(authErrorMessage(apiError(400, { error: 'This reset link has expired' }))).toEqual({
      serverText: 'This reset link has expired',
    });
  });

  it('uses generic words for network failures and server errors', () => {
    expect(authErrorMessage(apiError(NETWORK_ERROR_STATUS, null))).toEqual({
      key: 'auth.errors.network',
    });
    expect(authErrorMessage(apiError(502, null))).toEqual({ key: 'auth.errors.network' });
    expect(authErrorMessage(apiError(500, { error: 'db exploded' }))).toEqual({
      key: 'auth.errors.unexpected',
    });
    expect(authErrorMessage(new Error('boom'))).toEqual({ key: 'auth.errors.unexpected' });
  });
});
