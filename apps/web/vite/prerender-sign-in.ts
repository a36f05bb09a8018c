import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type { renderSignInPage } from '../src/app/prerender/sign-in-page';

type PrerenderModule = { renderSignInPage: typeof renderSignInPage };

const ENTRY = '/src/app/prerender/sign-in-page.tsx';
const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const LEADING_LINKS = /^(?:<link [^>]*>)+/;
// The Latin files of the Inter weights main.tsx imports.
const INTER_LATIN = /^inter-latin-\d+-normal-[\w-]+\.woff2$/;

// index.html made into sign-in.html: the screen drawn in #root, and the bundle started only
// once that has been painted (docs/decisions/031-prerendered-sign-in.md).
export function signInPage(index: string, screen: string, fontFiles: string[]): string {
  const entry = ENTRY_SCRIPT.exec(index);
  if (!entry || !index.includes(EMPTY_ROOT)) {
    throw new Error(`index.html has no module entry script or no ${EMPTY_ROOT}`);
  }
  const imports = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // React puts the preloads it asks for (the flag image) first; they belong in <head>.
  const reactPreloads = LEADING_LINKS.exec(screen)?.[0] ?? '';
  // The fonts load at once, so the text does not move when they arrive after the first paint,
  // but at low priority: the page and its CSS come first.
  const fonts = fontFiles.map(
    (file) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/${file}">`,
  );
  // public/theme-boot.js loads these (the entry, then its imports) after the first paint, so
  // a slow phone neither shares its connection with them nor runs them before showing the page.
  const scripts = `<meta name="scripts-after-first-paint" content="${[entry[1], ...imports].join(' ')}">`;
  return (
    index
      .replace(entry[0], '')
      .replace(MODULE_PRELOAD, '')
      .replace('</head>', () => `${scripts}${reactPreloads}${fonts.join('')}</head>`)
      // Inert until React has taken it over (app/prerender/use-release-prerendered.ts): what
      // someone typed into the drawn form before then would be lost to the form's state.
      .replace(
        EMPTY_ROOT,
        () =>
          `<div id="root" data-prerendered="sign-in" inert>${screen.slice(reactPreloads.length)}</div>`,
      )
  );
}

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
          await writeFile(resolve(outDir, 'sign-in.html'), signInPage(index, screen, fonts));
        } finally {
          await server.close();
        }
      },
    },
  };
}
