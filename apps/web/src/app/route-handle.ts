import type en from '../../public/i18n/en.json';

export type ScreenTitleKey = keyof typeof en.screens;

// Route `handle`: the screen's title, used for its h1 and for document.title.
export type RouteHandle = { title: ScreenTitleKey };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string'
  );
}
