import { AppError } from './errors';

// PostgreSQL cannot store NUL in text, and a lone UTF-16 surrogate is not a character at all
// (jsonb rejects it; text would silently store U+FFFD). Both are refused as invalid input.
// `isWellFormed` is the same test as the regular expression but is missing from Node 20.0-20.x
// type libraries, so the expression is used.
// eslint-disable-next-line no-control-regex
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasInvalidText = (value: string) => BAD_TEXT.test(value);

const MESSAGE = 'Contains a character that is not allowed (NUL or an unpaired surrogate)';

export const invalidTextError = (field: string | undefined) =>
  new AppError('validation.invalid_text', MESSAGE, { field: field || 'body' });

// The dotted path of the first string (or object key) in `value` that holds invalid text.
export function findInvalidText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasInvalidText(value) ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasInvalidText(key)) return [...path, key].join('.');
    const found = findInvalidText(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

// The database's own refusal of such text (a value that did not pass through a validated
// schema), seen through Drizzle's wrapping: 22021 and 22P05 are NUL in text, 22P02 with a
// "Unicode" detail is a surrogate escape in jsonb.
export function textErrorFromDatabase(err: unknown): AppError | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (code === '22021' || code === '22P05') return invalidTextError(undefined);
    if (code === '22P02' && typeof detail === 'string' && /unicode|surrogate/i.test(detail)) {
      return invalidTextError(undefined);
    }
  }
  return undefined;
}
