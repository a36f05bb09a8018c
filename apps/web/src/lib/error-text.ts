import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError, isShownErrorCode, type ErrorDetail, type ShownErrorCode } from './api-error';
import { fieldErrorDetail } from './forms/field-error';

type Shown = Pick<ErrorDetail, 'code' | 'params'>;

// Texts that change with a number (`_one` / `_other` forms, chosen by that param) or with a
// kind (`_<value>` forms, e.g. invalid_type_int, falling back to the plain text).
const TEXT_FORMS: Partial<Record<ShownErrorCode, { count?: string; context?: string }>> = {
  'request.rate_limited': { count: 'minutes' },
  'interview.too_few_questions': { count: 'available' },
  'validation.too_few': { count: 'minimum' },
  'validation.too_many': { count: 'maximum' },
  'validation.invalid_type': { context: 'expected' },
};

// What any error is, as a code and params: a failed call (ApiError), a form field's error, a
// coded issue, or, for anything else (a fault in the app), client.unknown.
export function errorDetailOf(error: unknown): Shown {
  if (isApiError(error)) return { code: error.code, params: error.params };
  const field = fieldErrorDetail(error);
  if (field) return field;
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (isShownErrorCode(code)) {
      const params = 'params' in error ? (error.params as ErrorDetail['params']) : undefined;
      return { code, params };
    }
  }
  return { code: 'client.unknown' };
}

// The text of a code in the current language (errors.<code> in public/i18n), its params filled
// in. Never the server's English: docs/decisions/021-errors-in-the-users-language.md.
export function translateError(t: TFunction, { code, params = {} }: Shown): string {
  const forms = TEXT_FORMS[code];
  const count = forms?.count === undefined ? undefined : params[forms.count];
  const context = forms?.context === undefined ? undefined : params[forms.context];
  return t(`errors.${code}`, {
    ...params,
    ...(typeof count === 'number' ? { count } : {}),
    ...(typeof context === 'string' ? { context } : {}),
  });
}

export const errorText = (t: TFunction, error: unknown): string =>
  translateError(t, errorDetailOf(error));

// The one way screens turn an error into words.
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorText(t, error), [t]);
}
