import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [react(), iconSprites(), demoEntry()],
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
  worker: { format: 'es' },
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
