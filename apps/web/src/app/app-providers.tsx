import { Suspense, useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { queryClient } from '../lib/query-client';
import { useThemeName } from '../lib/appearance';
import { reportPageViews } from './report-page-views';
import { THEME_PROVIDER_STORAGE, serverThemeFor, themeFor } from './theme';

type AppProvidersProps = {
  router: RouterProviderProps['router'];
  // The server's render of a signed-in page brings its own (one per page), with that page's data.
  client?: QueryClient;
  // The server draws a page for a phone's or a computer's width (app/prerender/).
  serverWidth?: number;
};

// The router is given, not imported: the browser passes the app's (app/router.tsx), the
// prerenders a memory router over the same screens (prerender/sign-in-page.tsx,
// prerender/signed-in-page.tsx), so both draw the same tree and the browser can take the
// prerendered HTML over.
export function AppProviders({ router, client = queryClient, serverWidth }: AppProvidersProps) {
  const themeName = useThemeName();
  return (
    <ThemeProvider
      theme={
        serverWidth === undefined ? themeFor(themeName) : serverThemeFor(themeName, serverWidth)
      }
      defaultMode="light"
      disableTransitionOnChange
      {...THEME_PROVIDER_STORAGE}
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={client}>
        {/* Screens suspend until their translations have loaded. */}
        <Suspense fallback={<FullPageSpinner />}>
          {/* The confirmation dialog lives in the signed-in shell (app/shell/signed-in-shell.tsx):
              only signed-in screens delete things, and the sign-in page stays light. */}
          <RouterProvider router={router} />
          <PageViews router={router} />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

// Every settled navigation is a page view, reported with its final URL (decision 009). The
// subscription starts only once RouterProvider has mounted (this sibling's effect runs after
// it): a subscriber that exists before RouterProvider mounts can leave it on the loading
// fallback for good when the first navigation settles between its render and its commit
// (react-router issue 15527, open in 7.18); that happened on /sign-up under load.
function PageViews({ router }: { router: RouterProviderProps['router'] }) {
  useEffect(() => reportPageViews(router), [router]);
  return null;
}
