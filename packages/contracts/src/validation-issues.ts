import type { z } from 'zod';
import { isErrorCode, type ErrorIssue, type ErrorParams } from './error-codes';

type Issue = z.core.$ZodIssue;

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
};

const SIZE_CODES = {
  string: { small: 'validation.too_short', big: 'validation.too_long' },
  array: { small: 'validation.too_few', big: 'validation.too_many' },
  set: { small: 'validation.too_few', big: 'validation.too_many' },
} as const;

function codeOf(issue: Issue, input: unknown): { code: ErrorIssue['code']; params?: ErrorParams } {
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      return value === undefined || value === null
        ? { code: 'validation.required' }
        : { code: 'validation.invalid_type', params: { expected: issue.expected } };
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      const sized = SIZE_CODES[issue.origin as keyof typeof SIZE_CODES];
      if (issue.origin === 'string' && minimum <= 1) return { code: 'validation.required' };
      if (sized) return { code: sized.small, params: { minimum } };
      return issue.inclusive === false
        ? { code: 'validation.greater_than', params: { minimum } }
        : { code: 'validation.too_small', params: { minimum } };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      const sized = SIZE_CODES[issue.origin as keyof typeof SIZE_CODES];
      if (sized) return { code: sized.big, params: { maximum } };
      return issue.inclusive === false
        ? { code: 'validation.less_than', params: { maximum } }
        : { code: 'validation.too_big', params: { maximum } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'validation.invalid_email' };
      if (issue.format === 'url') return { code: 'validation.invalid_url' };
      return { code: 'validation.invalid_format', params: { format: issue.format } };
    case 'invalid_value':
      return {
        code: 'validation.invalid_option',
        params: { options: issue.values.map(String).join(', ') },
      };
    case 'unrecognized_keys':
      return { code: 'validation.unknown_field', params: { keys: issue.keys.join(', ') } };
    case 'custom': {
      // A refinement names its own code in `params.code`; its other params fill the message.
      const { code, ...params } = (issue.params ?? {}) as Record<string, unknown>;
      const values = Object.fromEntries(
        Object.entries(params).filter(([, v]) =>
          ['string', 'number', 'boolean'].includes(typeof v),
        ),
      ) as ErrorParams;
      return isErrorCode(code)
        ? { code, params: values }
        : { code: 'validation.field_invalid', params: values };
    }
    default:
      return { code: 'validation.field_invalid' };
  }
}

// A zod issue as the API answers it and the web app translates it: one code with its params
// and the dotted field path. `input` is what was validated (to tell "missing" from "wrong").
export function issueToError(issue: Issue, input: unknown): ErrorIssue {
  const { code, params } = codeOf(issue, input);
  const field = issue.path.map(String).join('.');
  return {
    code,
    ...(field ? { field } : {}),
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
    message: issue.message,
  };
}

// Marks a refinement with the code the web app translates: `.refine(ok, withCode('x.y', msg))`.
export const withCode = (code: ErrorIssue['code'], message: string, params: ErrorParams = {}) => ({
  message,
  params: { ...params, code },
});
