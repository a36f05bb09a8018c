import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { AppError } from './errors';
import { textErrorFromDatabase } from './invalid-text';
import { describeError } from './log-redaction';

// The answer shape is the one the owning router declared (platform/router.ts): product calls
// wrap errors in {success: false, error: {...}}, common and demo-area calls answer {error, code}.
function errorResponse(c: Context<AppEnv>, err: AppError) {
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  const detail = {
    code: err.code,
    ...(err.field ? { field: err.field } : {}),
    ...(err.params ? { params: err.params } : {}),
    ...(err.issues ? { issues: err.issues } : {}),
  };
  if (c.var.envelope === 'product') {
    return c.json(
      { success: false as const, error: { ...detail, message: err.message } },
      err.status,
    );
  }
  return c.json({ error: err.message, ...detail }, err.status);
}

// Hono's own errors (malformed JSON, a body it cannot read) keep their status.
function fromHttpException(err: HTTPException): AppError {
  if (err.status === 400 && /json/i.test(err.message)) {
    return new AppError('validation.invalid_json', 'Request body must be valid JSON');
  }
  if (err.status === 401) return new AppError('auth.unauthenticated', err.message);
  if (err.status === 415) return new AppError('validation.unsupported_media_type', err.message);
  return new AppError('request.failed', err.message || 'Request failed');
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return errorResponse(c, err);
  if (err instanceof HTTPException && err.status < 500) {
    return errorResponse(c, fromHttpException(err));
  }
  // A NUL or a lone surrogate that reached the database is still the client's bad input.
  const textError = textErrorFromDatabase(err);
  if (textError) return errorResponse(c, textError);
  // describeError leaves out a failed query's parameters (they may hold a password hash).
  c.var.logger.error('unhandled error', describeError(err));
  return errorResponse(
    c,
    new AppError('server.internal', 'Something went wrong on our side. Please try again.'),
  );
}
