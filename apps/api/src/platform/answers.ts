import type { Context } from 'hono';

// A product call's answer, `{ success: true, data }`; errors take the same envelope in the
// error handler (docs/decisions/016-error-model.md).
export const ok = <T, S extends 200 | 201 = 200>(c: Context, data: T, status?: S) =>
  c.json({ success: true as const, data }, (status ?? 200) as S);
