import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { demoBase } from './vite/demo-base';
import { iconSprites } from './vite/icon-sprites';

// The demo build (npm run build:demo, docs/decisions/077-demo-mode.md): the same app with the
// API in a Web Worker on PGlite, as a static folder. Its own config, so the production build
// (vite.config.ts) never sees the demo entry, the worker or PGlite. The sign-in prerender, the
// server pages and the precompressed copies belong to the Node server and are left out.

// index.html loads the demo entry instead of main.tsx.
const demoEntry = (): Plugin => ({
  name: 'rehearse-demo-entry',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replace('/src/main.tsx', '/src/demo/demo-main.ts'),
  },
});

// A gzipped copy beside each of PGlite's files (`<file>.gz`), which the API worker fetches
// (apps/api/src/browser/pglite-artifacts.ts): static hosts send application/octet-stream (the
// 6 MB pglite.data) as stored and may or may not gzip WebAssembly.
const gzippedPgliteFiles = (): Plugin => ({
  name: 'rehearse-demo-gzipped-pglite',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (
        file.type !== 'asset' ||
        !/(^|\/)(pglite|initdb)-[^/]*\.(wasm|data)$/.test(file.fileName)
      ) {
        continue;
      }
      this.emitFile({
        type: 'asset',
        fileName: `${file.fileName}.gz`,
        source: gzipSync(file.source, { level: 9 }),
      });
    }
  },
});

// Names the app's entry chunk (main.tsx) and its static imports in index.html, for the landing
// page to preload while the database loads (src/demo/prefetch-app.ts).
const appModulesMeta = (): Plugin => ({
  name: 'rehearse-demo-app-modules',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file]] : [],
        ),
      );
      const main = [...chunks.values()].find((chunk) =>
        chunk.facadeModuleId?.endsWith('/src/main.tsx'),
      );
      const index = bundle['index.html'];
      if (!main || index?.type !== 'asset') throw new Error('No main.tsx chunk or index.html');
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(main.fileName);
      const meta = `<meta name="demo-app-modules" content="${[...files].join(' ')}" />`;
      index.source = String(index.source).replace('</head>', `  ${meta}\n  </head>`);
    },
  },
});

export default defineConfig({
  // import.meta.env.MODE === 'demo' picks the demo's own texts (the production build folds it to
  // false); with no .env.demo file, NODE_ENV stays production.
  mode: 'demo',
  // Relative URLs and a <base> element: the folder can be served from any path (vite/demo-base.ts).
  base: './',
  plugins: [react(), iconSprites(), demoEntry(), demoBase(), appModulesMeta()],
  resolve: {
    alias: [
      // The feedback package's WordNet reader reads files from node_modules (node:fs); the
      // worker gets no synonyms instead (packages/feedback/src/wordnet-unavailable.ts).
      {
        find: /^\.\/wordnet$/,
        replacement: fileURLToPath(
          new URL('../../packages/feedback/src/wordnet-unavailable.ts', import.meta.url),
        ),
      },
    ],
  },
  // PGlite finds its WebAssembly and data files next to its module (new URL(..., import.meta.url)).
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es', plugins: () => [gzippedPgliteFiles()] },
  build: {
    outDir: 'dist-demo',
    assetsDir: 'assets',
    emptyOutDir: true,
    // PGlite's WebAssembly is one large asset by nature; the size check is the production
    // build's (vite.config.ts).
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      // The service worker (the one door to /api) is an entry of its own at a fixed name at the
      // root of the build, so its scope covers the app and a new build replaces it in place.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'demo-sw': fileURLToPath(new URL('src/demo/demo-service-worker.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'demo-sw' ? 'demo-sw.js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
