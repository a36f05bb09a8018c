// Draws a signed-in page's first screen on the server, per request, with that visit's data, so a
// phone paints the page before any JavaScript has arrived; the browser then takes it over
// (main.tsx) with the same data (docs/decisions/039-server-drawn-signed-in-page.md). Runs in
// Node only, from the server bundle apps/web/vite/server-pages.ts builds; the API server calls
// it (apps/api/src/static/signed-in-pages.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, type RouteObject } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { homeQueryOptions, loadHomeData } from '../../features/workspace/api/workspace.queries';
import { RouteErrorScreen } from '../../features/errors/route-error-screen';
import { isApiError } from '../../lib/api-error';
import { setApiTransportSource, type ApiTransport } from '../../lib/api-transport';
import { DEFAULT_LANGUAGE, translationOptions } from '../../lib/i18n';
import {
  currentUserQueryOptions,
  isRecruiterQueryOptions,
} from '../../lib/session/session.queries';
import { TimeZoneContext } from '../../lib/time-zone';
import { AppProviders } from '../app-providers';
import type { RouteHandle } from '../route-handle';
import { RootLayout } from '../root-layout';
import { loadShellData } from '../shell/load-shell-data';
import { ShellError } from '../shell/shell-error';
import { SignedInShell } from '../shell/signed-in-shell';
import { Component as HomeScreen } from '../routes/workspace/home';

// The pages drawn on the server: the candidate's home, the first screen of most visits.
export const SERVER_DRAWN_PATHS: readonly string[] = [paths.workspace.home.path];

// The widths a page is drawn for: a phone's below the first breakpoint (md, 900 px), a
// computer's above the last one the frame asks about (lg, 1200 px). The browser takes the page
// over only when its own window falls on the same side of both (public/theme-boot.js).
export const DRAWN_WIDTHS = { phone: 390, computer: 1440 } as const;
export type DrawnFor = keyof typeof DRAWN_WIDTHS;

export type SignedInPageRequest = {
  path: string;
  // The query string, `?` included or empty: screens read it (`?layout=` picks the frame).
  search: string;
  // The built en.json.
  english: Record<string, unknown>;
  // The API itself: the requests the browser would send, answered in the same process.
  api: (request: Request) => Promise<Response>;
  origin: string;
  accessToken: string;
  drawnFor: DrawnFor;
  timeZone: string;
};

export type SignedInPage = { markup: string; state: DehydratedState };

// Each page's API requests go through its own transport, whichever page renders at the time.
const pageTransports = new AsyncLocalStorage<ApiTransport>();
setApiTransportSource(() => {
  const transport = pageTransports.getStore();
  if (!transport) throw new Error('An API request outside a page drawn on the server');
  return transport;
});

let translations: Promise<unknown> | undefined;
const initEnglish = (english: Record<string, unknown>) =>
  (translations ??= i18n.use(initReactI18next).init({
    ...translationOptions({ language: DEFAULT_LANGUAGE, loadPath: '' }),
    resources: { [DEFAULT_LANGUAGE]: { translation: english } },
  }));

// The path app/router.tsx takes to the home screen (root, signed-in frame, screen), without the
// guards and loaders, which ran here beforehand: the DOM must be the one the browser's first
// render draws.
const homeRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        Component: SignedInShell,
        ErrorBoundary: ShellError,
        children: [
          {
            path: paths.workspace.home.path,
            handle: { title: 'home' } satisfies RouteHandle,
            Component: HomeScreen,
          },
        ],
      },
    ],
  },
];

// What the browser's guards and loaders would fetch for the page, fetched here. False when the
// page is not the user's to see (a recruiter's home is elsewhere): the browser decides then.
async function loadHomePage(client: QueryClient): Promise<boolean> {
  const user = await client.fetchQuery(currentUserQueryOptions());
  if (await client.fetchQuery(isRecruiterQueryOptions(user))) return false;
  await Promise.all([loadShellData(client), loadHomeData(client)]);
  // The page's own data is not optional: without it the browser draws the page (and its error).
  return client.getQueryData(homeQueryOptions().queryKey) !== undefined;
}

// The page's #root content and the data it was drawn from, or null when the server does not
// draw it (any failure included: the browser then draws the page as it always did).
export async function renderSignedInPage(
  request: SignedInPageRequest,
): Promise<SignedInPage | null> {
  if (!SERVER_DRAWN_PATHS.includes(request.path)) return null;
  await initEnglish(request.english);
  // No retries: a failed request means the browser draws the page itself.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const transport: ApiTransport = {
    origin: request.origin,
    language: DEFAULT_LANGUAGE,
    accessToken: () => request.accessToken,
    hasSession: () => true,
    send: (url, init) => request.api(new Request(url, init)),
    sessionEnded: () => undefined,
  };
  let drawn: boolean;
  try {
    drawn = await pageTransports.run(transport, () => loadHomePage(client));
  } catch (error) {
    // A token the API no longer takes (signed out elsewhere, expired): the browser's guards
    // send the visitor to sign-in. Anything else is the server's failure to report.
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
  if (!drawn) return null;

  const router = createMemoryRouter(homeRoutes, {
    initialEntries: [`${request.path}${request.search}`],
  });
  const { prelude } = await pageTransports.run(transport, () =>
    prerenderToNodeStream(
      <TimeZoneContext.Provider value={request.timeZone}>
        <StrictMode>
          <AppProviders
            router={router}
            client={client}
            serverWidth={DRAWN_WIDTHS[request.drawnFor]}
          />
        </StrictMode>
      </TimeZoneContext.Provider>,
      // Every part inline (see sign-in-page.tsx): no script may put a part in place.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    ),
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (markup.includes('<template') || markup.includes('<script')) {
    throw new Error('The signed-in page has a part React wrote apart');
  }
  return { markup, state: dehydrate(client) };
}
