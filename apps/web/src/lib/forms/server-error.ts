import i18n from 'i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError, type ErrorDetail } from '../api-error';
import { errorDetailOf, translateError } from '../error-text';
import { FORM_ERROR, toFieldError } from './field-error';

type ServerErrorOptions<Values extends FieldValues> = {
  // The form's name for a field the API names otherwise ({ currentPassword: 'current' }).
  fields?: Partial<Record<string, FieldPath<Values>>>;
};

type Problem = Pick<ErrorDetail, 'code' | 'field' | 'params'>;

// The one way a failed call lands on a form: each problem the API tied to a field the form has
// goes under that field (the first one focused); anything else becomes the form's message.
export function applyServerError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
  error: unknown,
  options: ServerErrorOptions<Values> = {},
): void {
  const t = i18n.t.bind(i18n);
  const detail = errorDetailOf(error);
  const problems: Problem[] =
    isApiError(error) && error.issues?.length
      ? error.issues
      : [{ ...detail, field: isApiError(error) ? error.field : undefined }];
  const values = form.getValues();
  const placed = new Set<string>();
  const left: Problem[] = [];
  for (const problem of problems) {
    const name = problem.field && (options.fields?.[problem.field] ?? problem.field);
    if (!name || !hasValue(values, name)) {
      left.push(problem);
      continue;
    }
    if (placed.has(name)) continue;
    form.setError(name as FieldPath<Values>, toFieldError(problem, translateError(t, problem)), {
      shouldFocus: placed.size === 0,
    });
    placed.add(name);
  }
  const rest = left[0] ?? (placed.size === 0 ? detail : undefined);
  if (rest) {
    form.setError(FORM_ERROR as FieldPath<Values>, toFieldError(rest, translateError(t, rest)));
  }
}

// Whether the form holds a value at this dotted path (a field it shows).
function hasValue(values: unknown, path: string): boolean {
  let value = values;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !(key in value)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return true;
}
