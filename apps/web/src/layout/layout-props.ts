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
  children: ReactNode;
};

export const MAIN_CONTENT_ID = 'main-content';
