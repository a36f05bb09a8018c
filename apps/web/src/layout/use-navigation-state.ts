import { useState } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation } from 'react-router';
import type { NavigationMode } from './navigation/navigation-utils';

// Opened state, mode and open aside of a navigation, by these rules:
// side mode from md up (open), over mode below (closed); in over mode a route change closes
// the navigation, in side mode it closes the aside; switching side -> over closes any aside.
// `collapseOn` folds the navigation on entering matching routes (the classic practice screen).
export function useNavigationState(options: { collapseOn?: (pathname: string) => boolean } = {}) {
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const mode: NavigationMode = mdUp ? 'side' : 'over';
  const { pathname } = useLocation();
  const collapse = options.collapseOn?.(pathname) ?? false;
  const [opened, setOpened] = useState(mdUp && !collapse);
  const [activeAsideId, setActiveAsideId] = useState<string | null>(null);
  // The mode and path last seen: state adjusted during render when either changes.
  const [seen, setSeen] = useState({ mode, pathname });

  if (seen.mode !== mode || seen.pathname !== pathname) {
    setSeen({ mode, pathname });
    setActiveAsideId(null);
    if (seen.mode !== mode) setOpened(mode === 'side' && !collapse);
    else if (mode === 'over' || collapse) setOpened(false);
  }

  return {
    mode,
    mdUp,
    opened,
    setOpened,
    toggle: () => setOpened((open) => !open),
    activeAsideId,
    setActiveAsideId,
  };
}
