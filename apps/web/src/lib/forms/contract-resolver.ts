import { toNestErrors } from '@hookform/resolvers';
import { issueToError } from '@rehearse/contracts/validation-issues';
import i18n from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translateError } from '../error-text';
import { FORM_ERROR, toFieldError } from './field-error';

// The one resolver of every form: the contract's zod schema (or a form schema built from it)
// decides, and each problem becomes the code the API would answer for it (issueToError), shown
// in the user's language. The first problem of each field is the one shown. `Values` is what
// the fields hold when it differs from what the schema takes (a select's empty '').
export function contractResolver<
  Schema extends z.ZodType,
  Values extends FieldValues = z.input<Schema> & FieldValues,
>(schema: Schema): Resolver<Values, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const problem = issueToError(issue, values);
      // A rule of the whole form (no path) shows as the form's own message.
      const name = problem.field ?? FORM_ERROR;
      errors[name] ??= toFieldError(problem, translateError(i18n.t.bind(i18n), problem));
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
