import {
  errorStatus,
  type ErrorCode,
  type ErrorIssue,
  type ErrorParams,
} from '@rehearse/contracts/error-codes';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type { ErrorCode } from '@rehearse/contracts/error-codes';

export type AppErrorOptions = {
  // The input field the error concerns; the message is prefixed with it ("email: ...").
  field?: string;
  // Values the web app fills into its translation of the code.
  params?: ErrorParams;
  // Every problem of a validation error, for forms that mark each field.
  issues?: ErrorIssue[];
  headers?: Record<string, string>;
};

// The one error services throw: a code from the shared table (its status comes from there), an
// English message for API clients and logs, and what the web app needs to say it in the user's
// language. docs/decisions/016-error-model.md.
export class AppError extends Error {
  readonly field?: string;
  readonly params?: ErrorParams;
  readonly issues?: ErrorIssue[];
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(options.field ? `${options.field}: ${message}` : message);
    this.name = 'AppError';
    this.field = options.field;
    this.params = options.params;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code] as ContentfulStatusCode;
  }
}

export const notFound = (message: string, field?: string) =>
  new AppError('request.not_found', message, { field });
