import { basePath } from '../config/base-path';
import { getAccessToken } from '../lib/access-token';
import { holdApiFetchesUntilControlled } from './demo-api-guard';
import { onDemoProgress, startDemoApi } from './demo-api-worker';
import { showDemoLanding } from './demo-landing';
import { mountDemoMenu } from './demo-menu';
import { followDemoReset } from './demo-reset';
import { whenControlled } from './demo-service-worker-registration';
import { prefetchAppModules } from './prefetch-app';

// Entry of the demo build only (vite.demo.config.ts puts it in index.html in place of
// main.tsx; docs/decisions/077-demo-mode.md): the API worker starts at once, so the database
// loads while the visitor reads the landing page; the app itself loads after a sign-in, or at
// once for a visitor whose demo session is stored. Requests to /api reach the worker through
// the service worker (demo-service-worker.ts), so the app starts only once the page is under it.
startDemoApi();
const controlled = whenControlled();
holdApiFetchesUntilControlled(controlled);
// Another tab's "Reset demo data" stops this one's database use and then reloads it.
followDemoReset();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const startApp = () => {
  controlled.then(
    () => {
      container.innerHTML = '';
      void import('../main');
      mountDemoMenu();
    },
    (error: unknown) => {
      container.textContent = `The demo could not start: ${(error as Error).message}`;
    },
  );
};

// The landing is the folder's top (the demo may be served under a sub-path: config/base-path.ts).
if (getAccessToken() === null && window.location.pathname === basePath) {
  showDemoLanding(container, controlled, startApp);
  // Once the database's downloads are done, the network is free for the app's code.
  onDemoProgress((progress) => {
    if (progress.stage === 'opening' || progress.stage === 'ready') prefetchAppModules();
  });
} else {
  startApp();
}
