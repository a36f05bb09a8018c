import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type { renderSignInPage } from '../src/app/prerender/sign-in-page';

type PrerenderModule = { renderSignInPage: typeof renderSignInPage };

const ENTRY = '/src/app/prerender/sign-in-page.tsx';
const EMPTY_ROOT = '<div id="root"></div>';
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

// The page paints before the bundle runs, so its text would first show in the fallback font and
// move when Inter arrives: the Latin files of the weights main.tsx imports load from the start.
async function fontPreloads(outDir: string): Promise<string> {
  const files = (await readdir(resolve(outDir, 'assets'))).filter((name) =>
    /^inter-latin-\d+-normal-[\w-]+\.woff2$/.test(name),
  );
  return files
    .map(
      (name) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${name}">`,
    )
    .join('');
}

// Writes `sign-in.html`: the built index.html with the sign-in screen already drawn in #root,
// which the server sends for /sign-in (apps/api/src/static/web-assets.ts). The first paint then
// waits for the HTML and CSS only, not for the bundle to run
// (docs/decisions/031-prerendered-sign-in.md). Runs before precompress, which compresses it.
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
          if (!index.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
          // React puts the preloads it asks for (the flag image) first; they belong in <head>.
          const preloads = LEADING_LINKS.exec(screen)?.[0] ?? '';
          const head = preloads + (await fontPreloads(outDir));
          const page = index
            .replace('</head>', () => `${head}</head>`)
            // Inert until React has taken it over (app/prerender/use-release-prerendered.ts): what
            // someone typed into the drawn form before then would be lost to the form's state.
            .replace(
              EMPTY_ROOT,
              () =>
                `<div id="root" data-prerendered="sign-in" inert>${screen.slice(preloads.length)}</div>`,
            );
          await writeFile(resolve(outDir, 'sign-in.html'), page);
        } finally {
          await server.close();
        }
      },
    },
  };
}
