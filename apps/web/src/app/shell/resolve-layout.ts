import { LAYOUTS, type LayoutName } from '@rehearse/contracts/settings';

const isLayoutName = (value: unknown): value is LayoutName =>
  typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);

// Which layout a screen gets: a route's own layout wins, then the `layout` query parameter, then
// the user's configured layout (which itself defaults to classic).
export function resolveLayout(
  routeLayout: unknown,
  queryLayout: string | null,
  configured: LayoutName,
): LayoutName {
  if (isLayoutName(routeLayout)) return routeLayout;
  if (isLayoutName(queryLayout)) return queryLayout;
  return configured;
}
