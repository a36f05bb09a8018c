import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';

const LanguageMenu = lazy(async () => ({
  default: (await import('./language-menu')).LanguageMenu,
}));

// The language menu for the signed-out pages: its menu machinery (popover, focus trap,
// transitions) loads just after the page instead of inside the sign-in page's initial
// JavaScript, which has a budget (250 KB gzipped). A same-sized box holds its place meanwhile.
export function LazyLanguageMenu() {
  return (
    <Suspense fallback={<Box aria-hidden sx={{ width: 40, height: 40 }} />}>
      <LanguageMenu />
    </Suspense>
  );
}
