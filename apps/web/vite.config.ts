import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { iconSprites } from './vite/icon-sprites';
import { precompress } from './vite/precompress';
import { prerenderSignIn } from './vite/prerender-sign-in';
import { serverPages } from './vite/server-pages';
import { signedInFrameChunk } from './vite/signed-in-frame-chunk';

// Vendor code that every screen needs goes into long-cached chunks; MUI and the form libraries
// stay with the lazy screens that import them, so the sign-in page loads only what it renders.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

const signedInFrame = signedInFrameChunk();

export default defineConfig({
  plugins: [
    react(),
    prerenderSignIn(),
    serverPages(),
    iconSprites(),
    precompress(),
    signedInFrame.plugin,
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Written for debugging a build, never served or linked from the bundle
    // (docs/decisions/020-compression-and-first-paint.md).
    sourcemap: 'hidden',
    // bench/src/bundle.bench.ts reads it to measure the sign-in page's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...vendorGroups.map((group, index) => ({
              ...group,
              priority: vendorGroups.length - index + 3,
            })),
            // Everything else the first paint needs, in one file rather than a dozen small ones
            // (each a round trip on a slow phone connection).
            { name: 'app', tags: ['$initial' as const], priority: 3 },
            // The entry's lazy schemas, then the signed-in frame (vite/signed-in-frame-chunk.ts).
            ...signedInFrame.groups.map((group, index) => ({ ...group, priority: 2 - index })),
          ],
        },
      },
    },
  },
});
