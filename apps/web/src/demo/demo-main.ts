import { getAccessToken } from '../lib/access-token';
import { startDemoApi } from './demo-api-worker';
import { showDemoLanding } from './demo-landing';
import { mountDemoMenu } from './demo-menu';
import { followDemoReset } from './demo-reset';
import { whenControlled } from './demo-service-worker-registration';

// Entry of the demo build only (vite.demo.config.ts puts it in index.html in place of
// main.tsx; docs/decisions/077-demo-mode.md): the API worker starts at once, so the database
// loads while the visitor reads the landing page; the app itself loads after a sign-in, or at
// once for a visitor whose demo session is stored. Requests to /api reach the worker through
// the service worker (demo-service-worker.ts), so the app starts only once the page is under it.
startDemoApi();
const controlled = whenControlled();
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

if (getAccessToken() === null && window.location.pathname === '/') {
  showDemoLanding(container, controlled, startApp);
} else {
  startApp();
}
