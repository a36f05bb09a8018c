import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { drawnPage } from './lib/drawn-page';
import { AppProviders } from './app/app-providers';
import { router } from './app/router';
import { TranslationFailure } from './components/translation-failure';
import { TranslationLoadError, initI18n } from './lib/i18n';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');
const container: HTMLElement = rootElement;

const app = (
  <StrictMode>
    <AppProviders router={router} />
  </StrictMode>
);
// Screens suspend until their translations are in.
const translations = initI18n();

// When none could be loaded (logged by initI18n, decision 025) the app gives way to a screen
// that says so.
function showTranslationFailure(root: Root, error: unknown) {
  container.removeAttribute('inert');
  if (!(error instanceof TranslationLoadError))
    console.error('Translations failed to start', error);
  root.render(<TranslationFailure />);
}

// As a transition React renders the first screen in slices of a few milliseconds, so a slow
// phone stays responsive while it builds (docs/decisions/020-compression-and-first-paint.md).
function renderApp() {
  const root = createRoot(container);
  translations.catch((error: unknown) => showTranslationFailure(root, error));
  startTransition(() => root.render(app));
}

const routerSettled = () =>
  new Promise<void>((settled) => {
    if (router.state.initialized) return settled();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      settled();
    });
  });

// The server sends /sign-in already drawn (apps/web/vite/prerender-sign-in.ts) and the signed-in
// pages it can draw for this visit (apps/api/src/static/signed-in-pages.ts), in English and the
// default theme; public/theme-boot.js hides them from anyone they do not fit, and the app draws
// its own screen instead (docs/decisions/031-prerendered-sign-in.md,
// docs/decisions/039-server-drawn-signed-in-page.md).
function takeOverDrawnPage() {
  const drawnPath = window.location.pathname;
  Promise.all([translations, routerSettled()]).then(
    () => {
      // With the translations in and the guards run, the first render is the page on display:
      // React adopts its DOM (hydrates) rather than drawing it again, in slices as a transition.
      // A guard that went elsewhere (the session ended) leaves a page to draw afresh.
      if (router.state.location.pathname !== drawnPath) {
        container.removeAttribute('inert');
        return renderApp();
      }
      startTransition(() => {
        hydrateRoot(container, app);
      });
    },
    (error: unknown) => showTranslationFailure(createRoot(container), error),
  );
}

if (container.dataset.prerendered === undefined) {
  renderApp();
} else if (drawnPage === null) {
  // Its page-wide styles (theme variables, baseline) are the default theme's: Emotion moved
  // them into <head> on load, and the app's own must not be overridden by them.
  for (const style of document.head.querySelectorAll('style[data-emotion^="css-global "]')) {
    style.remove();
  }
  container.replaceChildren();
  delete container.dataset.prerendered;
  container.removeAttribute('inert');
  renderApp();
} else {
  takeOverDrawnPage();
}
