import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type { renderSignInPage } from '../src/app/prerender/sign-in-page';
import { INTER_LATIN, prerenderedPage } from './prerendered-page';

type PrerenderModule = { renderSignInPage: typeof renderSignInPage };

const ENTRY = '/src/app/prerender/sign-in-page.tsx';
// Writes `sign-in.html`, which the server sends for /sign-in (apps/api/src/static/web-assets.ts):
// its first paint waits for the HTML and CSS only, not for the bundle. Runs before precompress,
// which compresses it.
export function prerenderSignIn(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'rehearse-prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Vite's own module runner renders the app's source in Node (no second build to keep).
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderSignInPage } = (await server.ssrLoadModule(ENTRY)) as PrerenderModule;
          const english = JSON.parse(
            await readFile(resolve(outDir, 'i18n/en.json'), 'utf8'),
          ) as Record<string, unknown>;
          const screen = await renderSignInPage(english);
          const index = await readFile(resolve(outDir, 'index.html'), 'utf8');
          const fonts = (await readdir(resolve(outDir, 'assets'))).filter((file) =>
            INTER_LATIN.test(file),
          );
          await writeFile(
            resolve(outDir, 'sign-in.html'),
            prerenderedPage(index, { drawn: 'sign-in', screen, fontFiles: fonts }),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
