import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { SignedInPages } from './signed-in-pages';

// Types the web build precompresses (apps/web/vite/precompress.ts writes `.br` and `.gz`
// beside such files): their answers vary with Accept-Encoding, compressed or not.
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

const notFound = () => Promise.resolve();

// The web app's sign-in path (apps/web/src/config/paths.ts).
const SIGN_IN_PATH = '/sign-in';

// The built web app (Node entry only): its files, sent precompressed when the client accepts
// brotli or gzip, and index.html for every other GET (history fallback). Source maps are not
// served (docs/decisions/020-compression-and-first-paint.md).
// With `pages`, the signed-in pages it names are drawn for the visit when it can be
// (docs/decisions/039-server-drawn-signed-in-page.md), index.html otherwise.
export function webAssets(webDist: string, pages?: SignedInPages): MiddlewareHandler {
  // serveStatic takes a root relative to the working directory.
  const root = relative(process.cwd(), webDist) || '.';
  const files = serveStatic({ root, precompressed: true });
  const indexHtml = serveStatic({ root, path: 'index.html', precompressed: true });
  // The sign-in page already drawn (apps/web/vite/prerender-sign-in.ts): the same app, so
  // index.html serves when the build has none (docs/decisions/031-prerendered-sign-in.md).
  const signInHtml = serveStatic({ root, path: 'sign-in.html', precompressed: true });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path.endsWith('.map')) return c.json({ error: 'NOT FOUND' }, 404);
    const file = await files(c, notFound);
    if (!file && c.req.method === 'GET' && pages?.paths.includes(c.req.path)) {
      const page = await pages.answer(c);
      if (page) return page;
    }
    const prerendered = c.req.path === SIGN_IN_PATH ? await signInHtml(c, notFound) : undefined;
    const res = file ?? prerendered ?? (await indexHtml(c, notFound));
    if (!res) return next();
    // Hono's type table has no WebVTT; the walkthroughs' caption files are served as what they
    // are (docs/decisions/038-recorded-walkthroughs.md). Videos are video/webm there, and every
    // file answers range requests (206), which <video> seeking needs.
    if (file && c.req.path.endsWith('.vtt')) {
      res.headers.set('Content-Type', 'text/vtt; charset=utf-8');
    }
    if (file && /^(?:video|audio)\//.test(res.headers.get('Content-Type') ?? '')) {
      res.headers.set('Accept-Ranges', 'bytes');
    }
    // Hashed build assets never change; index.html and the public files are revalidated.
    const hashed = file !== undefined && c.req.path.startsWith('/assets/');
    res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) {
      res.headers.set('Vary', 'Accept-Encoding');
    }
    return res;
  };
}
