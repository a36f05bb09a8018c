import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env';
import { describeError } from './log-redaction';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RANGE_NOT_SATISFIABLE'
  | 'TOO_MANY_REQUESTS';

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
};

const codeOf: Partial<Record<number, ErrorCode>> = Object.fromEntries(
  Object.entries(statusOf).map(([code, status]) => [status, code as ErrorCode]),
);

// The one error services throw; a single handler turns it into an HTTP answer.
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

// Product calls use the {success, data} envelope, and so do their errors (decisions.md).
const PRODUCT_PREFIXES = [
  '/api/users',
  '/api/organizations',
  '/api/subscriptions',
  '/api/postings',
  '/api/questions',
  '/api/question-pool',
  '/api/quizzes',
  '/api/practice',
  '/api/mock-interviews',
  '/api/recordings',
  '/api/workspace',
  '/api/support',
  '/api/rubrics',
  '/api/email-templates',
  '/api/invitations',
  '/api/analytics',
];

export const isProductPath = (path: string) =>
  PRODUCT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export function errorResponse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  message: string,
  headers: Record<string, string> = {},
) {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  if (isProductPath(c.req.path)) {
    const code = codeOf[status] ?? (status >= 500 ? 'INTERNAL' : 'ERROR');
    return c.json({ success: false as const, error: { code, message } }, status);
  }
  return c.json({ error: message }, status);
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    return errorResponse(c, statusOf[err.code], err.message, err.headers);
  }
  if (err instanceof HTTPException) {
    // Hono's own 4xx (e.g. malformed JSON) keep their status; the message becomes {error}.
    const status = err.status as ContentfulStatusCode;
    const message =
      status === 400 && /json/i.test(err.message)
        ? 'Request body must be valid JSON'
        : err.message || 'Request failed';
    return errorResponse(c, status, message);
  }
  // describeError leaves out a failed query's parameters (they may hold a password hash).
  c.get('logger').error('unhandled error', describeError(err));
  return errorResponse(c, 500, 'Something went wrong on our side. Please try again.');
}
