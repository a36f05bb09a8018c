import { NETWORK_ERROR_STATUS, errorMessageFromBody, isApiError } from '../../lib/api-error';

export type AuthErrorKey =
  'auth.errors.wrongCredentials' | 'auth.errors.network' | 'auth.errors.unexpected';

// Either a translation key, or the server's own words (they name the field or the retry time).
export type AuthErrorMessage = { key: AuthErrorKey } | { serverText: string };

const UNREACHABLE_STATUSES = new Set([NETWORK_ERROR_STATUS, 502, 503, 504]);

// Statuses whose `error` text is written for the user: invalid input, taken email, rate limit.
const SERVER_WORDED_STATUSES = new Set([400, 409, 422, 429]);

export function authErrorMessage(
  error: unknown,
  options: { credentials?: boolean } = {},
): AuthErrorMessage {
  if (!isApiError(error)) return { key: 'auth.errors.unexpected' };
  // No answer at all, or a proxy saying the API behind it is down.
  if (UNREACHABLE_STATUSES.has(error.status)) return { key: 'auth.errors.network' };
  // Sign-in and unlock answer 404 for an unknown email and for a wrong password alike.
  if (options.credentials && (error.status === 404 || error.status === 401)) {
    return { key: 'auth.errors.wrongCredentials' };
  }
  const serverText = errorMessageFromBody(error.body);
  if (serverText && SERVER_WORDED_STATUSES.has(error.status)) return { serverText };
  return { key: 'auth.errors.unexpected' };
}
