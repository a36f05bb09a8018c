import { useEffect } from 'react';

// The prerendered sign-in page arrives inert (apps/web/vite/prerender-sign-in.ts): it can be read
// but not used until React has taken it over, so nothing typed into it is lost. The root layout's
// first effect runs once the page's form is React's; from then on the page is usable.
export function useReleasePrerendered(): void {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
}
