import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { markFirstScreenShown } from '../lib/after-first-screen';
import { NavigationProgress } from '../layout/navigation-progress';
import { TourHost } from '../features/support/tour/tour-host';
import { DocumentTitle } from './document-title';
import { useReleasePrerendered } from './prerender/use-release-prerendered';
import { ScrollRestoration } from './scroll-restoration';

export function RootLayout() {
  useReleasePrerendered();
  // The root layout draws once the first navigation has settled: from then on, background work
  // may start (lib/after-first-screen.ts).
  useEffect(markFirstScreenShown, []);
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <Outlet />
      <ScrollRestoration />
      {/* A guided tour from Demo Videos runs over the tool's own screen (loaded only then). */}
      <TourHost />
    </>
  );
}
