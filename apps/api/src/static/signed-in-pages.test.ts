import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger';
import { loadSignedInPages, type SignedInPages } from './signed-in-pages';
import { webAssets } from './web-assets';

// The web build in miniature: index.html, the page around a drawn signed-in page (its slots as
// apps/web/vite/server-pages.ts writes them) and a server bundle that stands in for the app's
// render (apps/web/src/app/prerender/signed-in-page.tsx, which the e2e specs drive for real).
// The stand-in asks the API for the user with the visit's token, as the real one does, so the
// test shows which token reaches the API and what the page carries.
const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const TEMPLATE =
  '<!doctype html><html><head><meta name="drawn-page" content="signed-in __DRAWN_FOR__"></head>' +
  '<body><div id="root" data-prerendered="signed-in" inert><!--page-markup--></div><!--page-data--></body></html>';
const BUNDLE = `
export const SERVER_DRAWN_PATHS = ['/workspace/home'];
export async function renderSignedInPage(request) {
  if (request.path !== '/workspace/home') return null;
  const answer = await request.api(new Request(request.origin + '/api/common/user', {
    headers: { Authorization: 'Bearer ' + request.accessToken },
  }));
  if (answer.status === 401) return null;
  if (!answer.ok) throw new Error('the API answered ' + answer.status);
  const user = await answer.json();
  if (user.recruiter) return null;
  return {
    markup: '<link rel="preload" as="image" href="/flag.svg"><h1>Hello, ' + user.name + '</h1>' +
      '<p>' + request.drawnFor + ' ' + request.timeZone + ' ' + request.search + '</p>',
    state: { queries: [{ queryKey: ['user'], state: { data: user } }] },
  };
}`;

// The users the stand-in API knows, by token.
const USERS: Record<string, { name: string; recruiter?: boolean }> = {
  'token-sam': { name: 'Sam </script><script>alert(1)</script>' },
  'token-rae': { name: 'Rae', recruiter: true },
};
const api = (request: Request) => {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (token === 'token-broken') return Promise.resolve(new Response('{}', { status: 500 }));
  const user = USERS[token];
  return Promise.resolve(
    user ? Response.json(user) : Response.json({ error: 'invalid token' }, { status: 401 }),
  );
};

let dir: string;
let app: Hono;
let pages: SignedInPages | undefined;
const errors: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-pages-'));
  const webDist = join(dir, 'dist');
  const serverDist = join(dir, 'dist-server');
  await mkdir(join(webDist, 'i18n'), { recursive: true });
  await mkdir(serverDist);
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, 'signed-in.html'), TEMPLATE);
  await writeFile(join(webDist, 'i18n/en.json'), '{}');
  await writeFile(join(serverDist, 'signed-in-page.js'), BUNDLE);
  const logger = createLogger('silent');
  logger.error = (message: string) => void errors.push(message);
  pages = await loadSignedInPages({ webDist, serverDist, api, logger });
  app = new Hono().use('*', webAssets(webDist, pages));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const visit = (cookies: Record<string, string>, path = '/workspace/home?layout=dense') =>
  app.request(path, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; '),
      'accept-encoding': 'gzip, br',
    },
  });
const text = async (res: Response) => {
  const body = Buffer.from(await res.arrayBuffer());
  return res.headers.get('content-encoding') === 'br'
    ? brotliDecompressSync(body).toString()
    : body.toString();
};
const visitor = (token: string) => ({
  rehearse_page_session: token,
  rehearse_tz: 'Europe/Istanbul',
  rehearse_width: 'phone',
});

describe('signed-in pages drawn on the server', () => {
  it('draws the page for the visit with its data, private and compressed', async () => {
    const res = await visit(visitor('token-sam'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = await text(res);
    expect(html).toContain('<meta name="drawn-page" content="signed-in phone">');
    // The query string too: screens read it.
    expect(html).toContain('<p>phone Europe/Istanbul ?layout=dense</p>');
    // React's preloads go to <head>; the screen goes into #root.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/flag.svg"><\/head>/);
    expect(html).toMatch(/<div id="root" data-prerendered="signed-in" inert><h1>Hello, Sam/);
  });

  it('carries the data in a JSON element that nothing in it can close', async () => {
    const html = await text(await visit(visitor('token-sam')));
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script><\/body>/.exec(
      html,
    )?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    const state = JSON.parse(data ?? '') as { queries: { state: { data: { name: string } } }[] };
    expect(state.queries[0]?.state.data.name).toBe('Sam </script><script>alert(1)</script>');
  });

  it('sends index.html, as any visit, when the page cannot be drawn for the visit', async () => {
    const cases: Record<string, string>[] = [
      {},
      { rehearse_tz: 'Europe/Istanbul', rehearse_width: 'phone' },
      { ...visitor('token-sam'), rehearse_tz: '' },
      { ...visitor('token-sam'), rehearse_tz: 'Mars/Olympus_Mons' },
      { ...visitor('token-sam'), rehearse_width: 'other' },
      { ...visitor('token-sam'), rehearse_width: 'computer; x' },
      // The API refuses the token (signed out, expired) or the page is not the user's.
      visitor('token-unknown'),
      visitor('token-rae'),
    ];
    for (const cookies of cases) {
      const res = await visit(cookies);
      expect(res.status).toBe(200);
      const html = await text(res);
      expect(html).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect(errors).toEqual([]);
  });

  it('draws only the paths the bundle names, for GET', async () => {
    expect(pages?.paths).toEqual(['/workspace/home']);
    expect(await text(await visit(visitor('token-sam'), '/workspace/dashboard'))).toBe(INDEX);
    const head = await app.request('/workspace/home', {
      method: 'HEAD',
      headers: { cookie: 'rehearse_page_session=token-sam; rehearse_tz=UTC; rehearse_width=phone' },
    });
    expect(head.headers.get('cache-control')).toBe('no-cache');
  });

  it('logs a failure and falls back to index.html', async () => {
    const res = await visit(visitor('token-broken'));
    expect(await text(res)).toBe(INDEX);
    expect(errors).toEqual(['drawing a signed-in page failed']);
  });

  it('is off when the build has no server bundle', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'rehearse-no-pages-'));
    try {
      const none = await loadSignedInPages({
        webDist: empty,
        serverDist: join(empty, 'dist-server'),
        api,
        logger: createLogger('silent'),
      });
      expect(none).toBeUndefined();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
