import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { AppProviders } from './app/app-providers';
import { TranslationFailure } from './components/translation-failure';
import { TranslationLoadError, initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = createRoot(container);

// Screens suspend until their translations are in; when none could be loaded (logged by
// initI18n, decision 025) the app gives way to a screen that says so.
initI18n().catch((error: unknown) => {
  if (!(error instanceof TranslationLoadError))
    console.error('Translations failed to start', error);
  root.render(<TranslationFailure />);
});

// As a transition React renders the first screen in slices of a few milliseconds, so a slow
// phone stays responsive while it builds (docs/decisions/020-compression-and-first-paint.md).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
