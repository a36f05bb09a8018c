import {
  isErrorCode,
  type ErrorCode,
  type ErrorIssue,
  type ErrorParams,
} from '@rehearse/contracts/error-codes';

// Status used when the request never got an answer (offline, DNS, CORS, aborted).
export const NETWORK_ERROR_STATUS = 0;

// What only the browser can see go wrong; the API never answers these, so they are not in the
// contracts' table. Each has its text under `errors.client` like the API's codes.
export const WEB_ERROR_CODES = [
  // No answer, or a gateway saying the API behind it is down.
  'client.network',
  // An answer the app does not understand (a success body that fails its schema).
  'client.bad_answer',
  // Anything else: an error in the app itself.
  'client.unknown',
] as const;
export type WebErrorCode = (typeof WEB_ERROR_CODES)[number];

// Every code the web app turns into text.
export type ShownErrorCode = ErrorCode | WebErrorCode;

export const isShownErrorCode = (value: unknown): value is ShownErrorCode =>
  isErrorCode(value) || (WEB_ERROR_CODES as readonly unknown[]).includes(value);

// What a failed call says, whichever shape it came in.
export type ErrorDetail = {
  code: ShownErrorCode;
  params?: ErrorParams;
  field?: string;
  issues?: ErrorIssue[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PARAM_TYPES = new Set(['string', 'number', 'boolean']);

function readParams(value: unknown): ErrorParams | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(([, v]) => PARAM_TYPES.has(typeof v));
  return entries.length > 0 ? (Object.fromEntries(entries) as ErrorParams) : undefined;
}

const readField = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

function readIssue(value: unknown): ErrorIssue[] {
  if (!isRecord(value) || !isErrorCode(value.code)) return [];
  const field = readField(value.field);
  const params = readParams(value.params);
  return [
    {
      code: value.code,
      ...(field ? { field } : {}),
      ...(params ? { params } : {}),
      message: typeof value.message === 'string' ? value.message : '',
    },
  ];
}

// Common and demo-area calls answer {error: "English", code, field?, params?, issues?}; product
// calls {success: false, error: {code, message, field?, params?, issues?}}. A code this build
// does not know (a newer server) counts as none: the status then says what happened.
export function readErrorBody(body: unknown): Partial<ErrorDetail> & { message?: string } {
  if (!isRecord(body)) return {};
  const detail = isRecord(body.error) ? body.error : body;
  const message =
    typeof body.error === 'string'
      ? body.error
      : typeof detail.message === 'string'
        ? detail.message
        : undefined;
  const field = readField(detail.field);
  const params = readParams(detail.params);
  const issues = Array.isArray(detail.issues) ? detail.issues.flatMap(readIssue) : [];
  return {
    ...(isErrorCode(detail.code) ? { code: detail.code } : {}),
    ...(field ? { field } : {}),
    ...(params ? { params } : {}),
    ...(issues.length > 0 ? { issues } : {}),
    ...(message ? { message } : {}),
  };
}

// The code of an answer without one: sign-in's bare `false`, the `{"error": "NOT FOUND"}` of an
// unknown /api path, a proxy's own page, or no answer at all.
export function codeForStatus(status: number, body: unknown): ShownErrorCode {
  if (status === NETWORK_ERROR_STATUS || status === 502 || status === 503 || status === 504) {
    return 'client.network';
  }
  // Sign-in and unlock-session answer 404 `false` for an unknown email and a wrong password alike.
  if (status === 404 && body === false) return 'auth.invalid_credentials';
  if (status === 401) return 'auth.invalid_token';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'request.not_found';
  if (status === 415) return 'validation.unsupported_media_type';
  if (status === 429) return 'request.rate_limited';
  if (status >= 500) return 'server.internal';
  if (status >= 400) return 'request.failed';
  // A success status whose body the app could not read.
  return 'client.bad_answer';
}

type ApiErrorOptions = {
  // Set by the caller when the answer itself is the problem (client.bad_answer).
  code?: ShownErrorCode;
  cause?: unknown;
};

// A failed call. `code`, `params`, `field` and `issues` are what the app shows (in the user's
// language, lib/error-text.ts); `message` is the server's English, for logs only.
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code: ShownErrorCode;
  readonly params?: ErrorParams;
  readonly field?: string;
  readonly issues?: ErrorIssue[];

  constructor(status: number, body: unknown, options: ApiErrorOptions = {}) {
    const read = readErrorBody(body);
    super(read.message ?? `Request failed with status ${String(status)}`, {
      cause: options.cause,
    });
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = options.code ?? read.code ?? codeForStatus(status, body);
    this.params = read.params;
    this.field = read.field;
    this.issues = read.issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
