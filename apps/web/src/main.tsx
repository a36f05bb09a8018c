import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { AppProviders } from './app/app-providers';
import { initI18n } from './lib/i18n';

initI18n().catch((error: unknown) => {
  console.error('Translations could not be loaded', error);
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
