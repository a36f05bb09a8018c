import type { NavigationItem } from '@rehearse/contracts/navigation';
import type { TFunction } from 'i18next';

// A client-side item may carry a function to run on click (decision 015); the API cannot
// send one, so only items built in the app have it.
export type ShellNavigationItem = Omit<NavigationItem, 'children'> & {
  function?: (item: ShellNavigationItem) => void;
  children?: ShellNavigationItem[];
};

export type NavigationAppearance = 'default' | 'compact' | 'dense' | 'thin';
// over: the navigation floats above the content and closes on a route change;
// side: it sits beside the content and a route change only closes an open aside.
export type NavigationMode = 'over' | 'side';

export const NAVIGATION_WIDTHS: Record<NavigationAppearance, number> = {
  default: 280,
  compact: 112,
  dense: 80,
  thin: 80,
};

// An item is active on its own page and, unless exactMatch is set, on the pages below it.
export function isItemActive(item: ShellNavigationItem, pathname: string): boolean {
  if (!item.link || item.externalLink) return false;
  if (pathname === item.link) return true;
  return !item.exactMatch && pathname.startsWith(`${item.link}/`);
}

export function hasActiveChild(item: ShellNavigationItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) => isItemActive(child, pathname) || hasActiveChild(child, pathname),
  );
}

export const visibleChildren = (items: readonly ShellNavigationItem[] | undefined) =>
  (items ?? []).filter((item) => !item.hidden);

// The two dashboard items take their titles from the translations so that they follow the
// language (decision 015); every other title is shown as the server sends it.
const RETRANSLATED = {
  'dashboards.project': 'shell.navigation.dashboards.project',
  'dashboards.analytics': 'shell.navigation.dashboards.analytics',
} as const;

export function itemTitle(item: ShellNavigationItem, t: TFunction): string {
  const key = RETRANSLATED[item.id as keyof typeof RETRANSLATED] as
    (typeof RETRANSLATED)[keyof typeof RETRANSLATED] | undefined;
  return key ? t(key) : (item.title ?? '');
}

// A failing item function must not break the navigation.
export function runItemFunction(item: ShellNavigationItem): void {
  if (!item.function) return;
  try {
    item.function(item);
  } catch (error) {
    console.error(`Navigation item ${item.id}: its function failed`, error);
  }
}
