import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../layout/navigation-progress';
import { DocumentTitle } from './document-title';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
