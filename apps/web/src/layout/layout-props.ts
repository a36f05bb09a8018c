import type { ReactNode } from 'react';
import type { ShellNavigationItem } from './navigation/navigation-utils';

// What app/ hands every layout: layouts compose, they never fetch or import features.
export type LayoutProps = {
  navigation: readonly ShellNavigationItem[];
  homeHref: string;
  // The header's right-hand widgets (app/shell/header-actions.tsx).
  headerActions: ReactNode;
  // The signed-in user's card, shown in the navigation of some layouts.
  userCard: ReactNode;
  // A strip fixed to the right edge from lg up (the quick chat); frames keep its width free.
  rightStrip?: ReactNode;
  children: ReactNode;
};

// The width of the quick chat's collapsed strip on the right from lg up; frames pad their right
// side by it.
export const RIGHT_STRIP_WIDTH = '4rem';

export const MAIN_CONTENT_ID = 'main-content';
