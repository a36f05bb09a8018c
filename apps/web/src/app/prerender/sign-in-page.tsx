// Renders the sign-in page to HTML at build time (apps/web/vite/prerender-sign-in.ts), so a
// phone paints it before any JavaScript has loaded; the browser then takes it over (main.tsx).
// Runs in Node, never in the browser.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, type RouteObject } from 'react-router';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { paths } from '../../config/paths';
import { EmptyLayout } from '../../layout/empty-layout';
import { DEFAULT_LANGUAGE, translationOptions } from '../../lib/i18n';
import { AppProviders } from '../app-providers';
import { RootLayout } from '../root-layout';
import { Component as SignInScreen } from '../routes/auth/sign-in';

// The path app/router.tsx takes to the sign-in screen (root, empty layout, screen), without the
// guards and lazy routes: the DOM must be the one the browser's first render draws.
const signInRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      {
        Component: EmptyLayout,
        children: [
          { path: paths.auth.signIn.path, handle: { title: 'signIn' }, Component: SignInScreen },
        ],
      },
    ],
  },
];

// The page's #root content in English: the markup, with Emotion's styles inline beside it
// (the browser's Emotion cache moves them into <head> before React takes the page over).
export async function renderSignInPage(english: Record<string, unknown>): Promise<string> {
  await i18n.use(initReactI18next).init({
    ...translationOptions({ language: DEFAULT_LANGUAGE, loadPath: '' }),
    resources: { [DEFAULT_LANGUAGE]: { translation: english } },
  });
  const router = createMemoryRouter(signInRoutes, { initialEntries: [paths.auth.signIn.path] });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
    // Every part inline, the lazy language menu included: by default React writes the parts that
    // finish after a large first part apart, to be put in place by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A part written apart comes with an inline script to put it in place, which the CSP blocks.
  if (html.includes('<template') || html.includes('<script')) {
    throw new Error('The prerendered sign-in page has a part React wrote apart');
  }
  return html;
}
