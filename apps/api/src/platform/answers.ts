import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

type ProductAnswer<T, S extends 200 | 201> = Response &
  TypedResponse<JSONParsed<{ success: true; data: T }>, S, 'json'>;

// A product call's answer, `{ success: true, data }`; errors take the same envelope in the
// error handler (docs/decisions/016-error-model.md). Typed like `c.json`, so a route's declared
// answer schema still checks `data`. (Spelled out because the project emits declarations, and
// TypeScript cannot prove the generic `c.json` type equal to it, hence the cast.)
export const ok = <T, S extends 200 | 201 = 200>(
  c: Context,
  data: T,
  status?: S,
): ProductAnswer<T, S> =>
  c.json({ success: true as const, data }, (status ?? 200) as S) as unknown as ProductAnswer<T, S>;
