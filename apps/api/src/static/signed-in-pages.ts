import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { describeError } from '../platform/log-redaction';
import type { Logger } from '../platform/logger';
import { readPageSession } from '../platform/page-session';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Cookies public/theme-boot.js writes on every page: the browser's time zone and which side of
// the frame's breakpoints its window is on (a phone's or a computer's width; anything between
// is drawn by the browser).
export const TIME_ZONE_COOKIE = 'rehearse_tz';
export const WIDTH_COOKIE = 'rehearse_width';

type DrawnFor = 'phone' | 'computer';
const DRAWN_FOR = new Set<string>(['phone', 'computer']);

// The web build's server bundle (apps/web/vite/server-pages.ts, apps/web/src/app/prerender/
// signed-in-page.tsx), as far as the server uses it.
type PageBundle = {
  SERVER_DRAWN_PATHS: readonly string[];
  renderSignedInPage(request: {
    path: string;
    search: string;
    english: Record<string, unknown>;
    api: (request: Request) => Promise<Response>;
    origin: string;
    accessToken: string;
    drawnFor: DrawnFor;
    timeZone: string;
  }): Promise<{ markup: string; state: unknown } | null>;
};

// The slots of dist/signed-in.html (apps/web/vite/server-pages.ts).
const SLOTS = { drawnFor: '__DRAWN_FOR__', markup: '<!--page-markup-->', data: '<!--page-data-->' };
// React puts the preloads it asks for first; they belong in <head>.
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

export type SignedInPages = {
  // The paths drawn on the server (today the candidate's home).
  paths: readonly string[];
  // The page drawn for this visit, or undefined when it is not (no page session, a cookie
  // missing, a recruiter, any failure): the caller then sends index.html as always.
  answer(c: Context): Promise<Response | undefined>;
};

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// JSON inside <script type="application/json">: nothing in it may close the element.
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function compressed(c: Context, html: string): Promise<Response> {
  const accepts = (c.req.header('Accept-Encoding') ?? '').toLowerCase();
  const headers = new Headers({
    'Content-Type': 'text/html; charset=UTF-8',
    // The user's own page: never stored by a shared cache, never served to another visit.
    'Cache-Control': 'private, no-store',
    Vary: 'Cookie, Accept-Encoding',
  });
  if (/\bbr\b/.test(accepts)) {
    headers.set('Content-Encoding', 'br');
    // A middle quality: most of the gain at a few milliseconds.
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return new Response(new Uint8Array(body), { headers });
  }
  if (/\bgzip\b/.test(accepts)) {
    headers.set('Content-Encoding', 'gzip');
    return new Response(new Uint8Array(await gz(html)), { headers });
  }
  return new Response(html, { headers });
}

// Loads the server bundle when the build has one (`npm run build` writes it); without it the
// server sends index.html for these paths too. `api` answers the page's API requests (the app
// itself); it is called only once the server is up.
export async function loadSignedInPages(options: {
  webDist: string;
  serverDist: string;
  api: (request: Request) => Promise<Response>;
  logger: Logger;
}): Promise<SignedInPages | undefined> {
  const bundlePath = resolve(options.serverDist, 'signed-in-page.js');
  const templatePath = resolve(options.webDist, 'signed-in.html');
  if (!existsSync(bundlePath) || !existsSync(templatePath)) return undefined;
  const bundle = (await import(pathToFileURL(bundlePath).href)) as PageBundle;
  const template = await readFile(templatePath, 'utf8');
  const english = JSON.parse(
    await readFile(resolve(options.webDist, 'i18n/en.json'), 'utf8'),
  ) as Record<string, unknown>;

  return {
    paths: bundle.SERVER_DRAWN_PATHS,
    async answer(c) {
      const accessToken = readPageSession(c);
      const timeZone = getCookie(c, TIME_ZONE_COOKIE);
      const drawnFor = getCookie(c, WIDTH_COOKIE);
      if (!accessToken || !timeZone || !isTimeZone(timeZone) || !drawnFor) return undefined;
      if (!DRAWN_FOR.has(drawnFor)) return undefined;
      try {
        const page = await bundle.renderSignedInPage({
          path: c.req.path,
          search: new URL(c.req.url).search,
          english,
          api: options.api,
          origin: new URL(c.req.url).origin,
          accessToken,
          drawnFor: drawnFor as DrawnFor,
          timeZone,
        });
        if (!page) return undefined;
        const links = LEADING_LINKS.exec(page.markup)?.[0] ?? '';
        const html = template
          .replace(SLOTS.drawnFor, drawnFor)
          .replace('</head>', () => `${links}</head>`)
          .replace(SLOTS.markup, () => page.markup.slice(links.length))
          .replace(
            SLOTS.data,
            () =>
              `<script type="application/json" id="page-data">${scriptSafeJson(page.state)}</script>`,
          );
        return await compressed(c, html);
      } catch (err) {
        // The browser draws the page itself; the failure is the server's to fix.
        options.logger.error('drawing a signed-in page failed', {
          path: c.req.path,
          ...describeError(err),
        });
        return undefined;
      }
    },
  };
}
