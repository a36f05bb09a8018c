import { Outlet } from 'react-router';
import { NavigationProgress } from '../layout/navigation-progress';
import { TourHost } from '../features/support/tour/tour-host';
import { DocumentTitle } from './document-title';
import { useReleasePrerendered } from './prerender/use-release-prerendered';
import { ScrollRestoration } from './scroll-restoration';

export function RootLayout() {
  useReleasePrerendered();
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
