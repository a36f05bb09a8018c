import { apiClient } from '../api-client';
import { isSignedIn } from '../session/session-store';
import type { PageViewReport } from './page-view-tracker';

// Where page views go. Each sender is fire-and-forget: analytics never blocks or breaks a
// screen, so a failure is only logged.
export type PageViewSender = (report: PageViewReport) => void;

// The answer's schema, loaded with the first signed-in view: the router (and so this module)
// is on the sign-in page, which keeps zod out of its initial JavaScript.
async function loadCreatedPageView() {
  const [{ pageViewSchema }, { successEnvelope }] = await Promise.all([
    import('@rehearse/contracts/analytics'),
    import('@rehearse/contracts/envelope'),
  ]);
  return successEnvelope(pageViewSchema);
}
let createdPageView: ReturnType<typeof loadCreatedPageView> | undefined;

// The first-party endpoint stores views per user, so it only hears about signed-in pages.
export const firstPartySender: PageViewSender = (report) => {
  if (!isSignedIn()) return;
  createdPageView ??= loadCreatedPageView();
  createdPageView
    .then((schema) =>
      apiClient.post('/api/analytics/page-views', schema, {
        body: { url: report.url, ...(report.referrer ? { referrer: report.referrer } : {}) },
      }),
    )
    .catch((error: unknown) => {
      console.error('Reporting a page view failed', error);
    });
};

export const GA_COLLECT_URL = 'https://www.google-analytics.com/g/collect';
const GA_CLIENT_ID_KEY = 'gaClientId';

// Query parameters that carry secrets (e.g. /reset-password?token=) never leave the site.
export function withoutSecrets(url: string): string {
  const parsed = new URL(url, 'https://app.invalid');
  for (const name of [...parsed.searchParams.keys()]) {
    if (/token|secret|password/i.test(name)) parsed.searchParams.delete(name);
  }
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

type GaHit = {
  measurementId: string;
  clientId: string;
  origin: string;
  title: string;
  report: PageViewReport;
};

// A GA4 page_view hit as the gtag.js library would send it, without loading that script
// (script-src 'self'); see docs/decisions/009-page-views.md.
export function gaCollectUrl({ measurementId, clientId, origin, title, report }: GaHit): string {
  const params = new URLSearchParams({
    v: '2',
    tid: measurementId,
    cid: clientId,
    en: 'page_view',
    dl: `${origin}${withoutSecrets(report.url)}`,
    dt: title,
  });
  if (report.referrer) params.set('dr', `${origin}${withoutSecrets(report.referrer)}`);
  return `${GA_COLLECT_URL}?${params.toString()}`;
}

// GA's anonymous client id ("random.seconds"), kept so one browser counts as one visitor.
function gaClientId(): string {
  try {
    const stored = localStorage.getItem(GA_CLIENT_ID_KEY);
    if (stored) return stored;
    const id = `${String(crypto.getRandomValues(new Uint32Array(1))[0])}.${String(Math.floor(Date.now() / 1000))}`;
    localStorage.setItem(GA_CLIENT_ID_KEY, id);
    return id;
  } catch {
    // Storage blocked: a per-load id still counts the views, only not the returning visitor.
    return `${String(Math.floor(Math.random() * 2 ** 31))}.${String(Math.floor(Date.now() / 1000))}`;
  }
}

// Signed in or not, every page is counted. Needs the GA origin in the CSP's connect-src
// (ANALYTICS_ORIGINS on the server); without it the browser refuses the beacon.
export function createGaSender(measurementId: string): PageViewSender {
  const send = (report: PageViewReport) => {
    const url = gaCollectUrl({
      measurementId,
      clientId: gaClientId(),
      origin: window.location.origin,
      title: document.title,
      report,
    });
    try {
      if (!navigator.sendBeacon(url)) console.error('Google Analytics refused the page view');
    } catch (error) {
      console.error('Reporting a page view to Google Analytics failed', error);
    }
  };
  // The router announces the new page before React renders it; a task later the document title
  // names the new screen.
  return (report) => {
    setTimeout(() => send(report), 0);
  };
}
