import { basePath } from '../config/base-path';
import { getAccessToken } from '../lib/access-token';
import { installDemoFetch, onDemoProgress, startDemoApi } from './demo-fetch';
import { showDemoLanding } from './demo-landing';
import { prefetchAppModules } from './prefetch-app';

// Entry of the demo build only (vite.demo.config.ts puts it in index.html in place of
// main.tsx; docs/decisions/077-demo-mode.md): the API worker starts at once, so the database
// loads while the visitor reads the landing page; the app itself loads after a sign-in, or at
// once for a visitor whose demo session is stored.
installDemoFetch();
startDemoApi();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const startApp = () => {
  container.innerHTML = '';
  void import('../main');
};

// The landing is the folder's top (the demo may be served under a sub-path: config/base-path.ts).
if (getAccessToken() === null && window.location.pathname === basePath) {
  showDemoLanding(container, startApp);
  // Once the database's downloads are done, the network is free for the app's code.
  onDemoProgress((progress) => {
    if (progress.stage === 'opening' || progress.stage === 'ready') prefetchAppModules();
  });
} else {
  startApp();
}
