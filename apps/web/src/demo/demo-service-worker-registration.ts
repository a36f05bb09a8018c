import type { PageToServiceWorker } from '@rehearse/contracts/demo-worker';

import { demoBuildUrl } from './demo-base-url';

// Puts the page under the demo's service worker (demo-service-worker.ts, the one door to the
// API, docs/decisions/077-demo-mode.md) and resolves once it is: until then a request to /api
// would reach the static host instead. At the build's root (demo-base-url.ts), so its scope
// covers every route and a build served under a sub-path works too.

const RELOADED_KEY = 'rehearse-demo-reloaded-for-service-worker';
const CLAIM_WAIT_MS = 3_000;

const controllerChange = (timeoutMs: number) =>
  new Promise<boolean>((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        done(true);
      },
      { once: true },
    );
  });

export async function whenControlled(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    throw new Error(
      'this browser has no service workers (or they are blocked, e.g. in private browsing)',
    );
  }
  const container = navigator.serviceWorker;
  // updateViaCache 'none': the script is checked against the host on every load, so a new
  // build's service worker is found (it takes over at once, skipWaiting).
  const registration = await container.register(demoBuildUrl('demo-sw.js'), {
    updateViaCache: 'none',
  });
  if (container.controller) {
    sessionStorage.removeItem(RELOADED_KEY);
    return;
  }
  const changed = controllerChange(CLAIM_WAIT_MS);
  // A first visit: the worker claims the page when it activates. A page loaded with the worker
  // bypassed (a hard reload): the active worker is asked to claim it.
  const active = registration.active ?? (await container.ready).active;
  const claim: PageToServiceWorker = { type: 'claim' };
  active?.postMessage(claim);
  if (container.controller || (await changed)) {
    sessionStorage.removeItem(RELOADED_KEY);
    return;
  }
  // Not claimed (a browser that will not take a hard-reloaded page): an ordinary reload comes
  // back under the worker. Once only, so a browser that never gives control does not loop.
  if (sessionStorage.getItem(RELOADED_KEY) === null) {
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    await new Promise(() => undefined);
  }
  throw new Error('the demo’s service worker did not take control of this page; reload it');
}
