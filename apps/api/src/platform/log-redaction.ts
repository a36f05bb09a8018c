// What a log line may never carry: secrets by the name of their field, and secrets that hide in
// free text (a failed query's parameters, password hashes, bearer tokens, JWTs).
const SECRET_KEY = /password|passwd|token|hash|secret|authorization|cookie|api[-_]?key/i;
const SECRET_TEXT: [RegExp, string][] = [
  // Drizzle's "Failed query: ...\nparams: ..." carries the row's values (a password hash on a
  // failed sign-up); in a stack trace the parameters run until the first frame.
  [/(^|\n)params: [\s\S]*?(?=\n\s+at |$)/g, '$1params: [redacted]'],
  [/\$argon2(?:id|i|d)\$[^\s"',]+/g, '[redacted]'],
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[redacted]'],
  // The password in a connection URL (SMTP_URL, DATABASE_URL): scheme://user:password@host.
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*):[^\s@/]*@/gi, '$1:[redacted]@'],
];
export const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

export function redactText(text: string): string {
  return SECRET_TEXT.reduce(
    (out, [pattern, replacement]) => out.replace(pattern, replacement),
    text,
  );
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactValue(describeError(value), depth);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redactValue(item, depth + 1),
    ]),
  );
}

export const redactLogFields = (fields: Record<string, unknown>) =>
  redactValue(fields, 0) as Record<string, unknown>;

type QueryError = Error & { query: string; params: unknown[] };
const isQueryError = (err: Error): err is QueryError =>
  typeof (err as Partial<QueryError>).query === 'string' &&
  Array.isArray((err as Partial<QueryError>).params);

// An error as log fields: message, stack and database code. A failed query is described by its
// SQL and the database's reason, never by its parameters.
export function describeError(err: unknown): { error: string; stack?: string; code?: string } {
  if (!(err instanceof Error)) return { error: String(err) };
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (err as { code?: unknown }).code;
  const message = isQueryError(err)
    ? `Failed query: ${err.query}${cause ? ` (${cause.message})` : ''}`
    : err.message;
  return {
    error: redactText(message),
    stack: err.stack && redactText(err.stack.replace(err.message, message)),
    ...(typeof code === 'string' ? { code } : {}),
  };
}
