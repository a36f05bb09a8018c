import type { LayoutName } from '@rehearse/contracts/settings';
import type en from '../../public/i18n/en.json';

export type ScreenTitleKey = keyof typeof en.screens;

// Route `handle`: the screen's title, used for its h1 and for document.title, and optionally
// the layout the screen always uses (it wins over ?layout= and the user's choice).
export type RouteHandle = { title: ScreenTitleKey; layout?: LayoutName };

export const handle = (title: ScreenTitleKey): RouteHandle => ({ title });

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string'
  );
}
