import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from './query-client';

// The page the server sent already drawn, when it fits this visit: the sign-in page
// (docs/decisions/031-prerendered-sign-in.md) or a signed-in page drawn for this visit
// (docs/decisions/039-server-drawn-signed-in-page.md). public/theme-boot.js has hidden it
// (`skip-prerender`) when it does not fit: another language or theme, the wrong session state,
// another window width.
export type DrawnPage = 'sign-in' | 'signed-in';

function readDrawnPage(): DrawnPage | null {
  const drawn = document.getElementById('root')?.dataset.prerendered;
  if (drawn !== 'sign-in' && drawn !== 'signed-in') return null;
  if (document.documentElement.classList.contains('skip-prerender')) return null;
  return drawn;
}

export const drawnPage: DrawnPage | null = readDrawnPage();

// A signed-in page brings the data it was drawn from: the guards and loaders find it in the
// cache, so the first render draws the same page and the browser can take it over. Read before
// the router starts (this module is imported by the guards).
if (drawnPage === 'signed-in') {
  const data = document.getElementById('page-data')?.textContent;
  if (data) hydrate(queryClient, JSON.parse(data) as DehydratedState);
}
