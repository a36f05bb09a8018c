// The service worker is the demo's one door to /api (demo-service-worker.ts). A page it does not
// control (for a moment around a reload, or one it has let go) would send an /api fetch to the
// static host instead, bearer token and all. Such a fetch waits until the page is under the
// worker, and fails like a network error if it is not: an /api request never leaves the browser.
const isApiUrl = (url: URL) =>
  url.origin === window.location.origin &&
  (url.pathname === '/api' || url.pathname.startsWith('/api/'));

export function holdApiFetchesUntilControlled(controlled: Promise<void>): void {
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (!navigator.serviceWorker?.controller) {
      const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI);
      if (isApiUrl(url)) {
        await controlled;
        if (!navigator.serviceWorker.controller) {
          throw new TypeError('The demo’s API is not reachable from this page: reload it');
        }
      }
    }
    return send(input, init);
  };
}
