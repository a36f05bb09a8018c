import type { ErrorParams } from '@rehearse/contracts/error-codes';
import type { FieldError } from 'react-hook-form';
import { isShownErrorCode, type ErrorDetail } from '../api-error';

// Where a form shows what belongs to no field (a lost connection, a rate limit, wrong
// credentials, a rule of the whole form): `formState.errors.root.form`. The next submit clears it.
export const FORM_ERROR = 'root.form';

// A form error keeps its code and params (the code as react-hook-form's `type`, the params in
// `types`), so its text is made when it shows, in the language of that moment; `message` holds
// the text of when it was found, for anything that reads it directly.
export function toFieldError(detail: Pick<ErrorDetail, 'code' | 'params'>, message: string) {
  return {
    type: detail.code,
    message,
    ...(detail.params ? { types: { params: JSON.stringify(detail.params) } } : {}),
  } satisfies FieldError;
}

const readParams = (encoded: unknown): ErrorParams | undefined => {
  if (typeof encoded !== 'string') return undefined;
  try {
    const params = JSON.parse(encoded) as unknown;
    return typeof params === 'object' && params !== null ? (params as ErrorParams) : undefined;
  } catch {
    return undefined;
  }
};

// The code and params of an error that toFieldError made, or undefined for any other value.
export function fieldErrorDetail(error: unknown): Pick<ErrorDetail, 'code' | 'params'> | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  const { type } = error;
  if (!isShownErrorCode(type)) return undefined;
  const types = 'types' in error ? (error.types as Record<string, unknown> | undefined) : undefined;
  const params = readParams(types?.params);
  return { code: type, ...(params ? { params } : {}) };
}
