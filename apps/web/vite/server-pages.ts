import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { INTER_LATIN, prerenderedPage } from './prerendered-page';

const ENTRY = 'src/app/prerender/signed-in-page.tsx';
// Outside dist/: the server runs it, no browser ever downloads it.
export const SERVER_OUT_DIR = 'dist-server';

// What the API server fills in per page (apps/api/src/static/signed-in-pages.ts).
export const PAGE_SLOTS = {
  drawnFor: '__DRAWN_FOR__',
  markup: '<!--page-markup-->',
  data: '<!--page-data-->',
} as const;

// The signed-in pages the server draws per request (docs/decisions/039-server-drawn-signed-in-page.md):
// writes `dist-server/signed-in-page.js`, the app's render of those pages bundled for Node with
// everything it imports, and `dist/signed-in.html`, the page around it.
export function serverPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'rehearse-server-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          root,
          configFile: false,
          logLevel: 'error',
          mode: 'production',
          // The public files are the browser build's.
          publicDir: false,
          // React and Emotion in their production form, whatever NODE_ENV the server runs with:
          // Emotion's class names must be the browser's for it to take the page over.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          plugins: [react()],
          // One file that needs nothing from node_modules at run time but React's server parts,
          // which it bundles too, so the server and the page share one React.
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: resolve(root, SERVER_OUT_DIR),
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'signed-in-page.js' } },
          },
        });
        const index = await readFile(resolve(outDir, 'index.html'), 'utf8');
        const fonts = (await readdir(resolve(outDir, 'assets'))).filter((file) =>
          INTER_LATIN.test(file),
        );
        const page = prerenderedPage(index, {
          drawn: `signed-in ${PAGE_SLOTS.drawnFor}`,
          screen: PAGE_SLOTS.markup,
          fontFiles: fonts,
        }).replace('</body>', () => `${PAGE_SLOTS.data}</body>`);
        await writeFile(resolve(outDir, 'signed-in.html'), page);
      },
    },
  };
}
