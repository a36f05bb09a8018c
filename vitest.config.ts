import { defineConfig } from 'vitest/config';

// One runner for every kind of test; `--project` picks a kind.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'feedback',
          root: 'packages/feedback',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          root: 'tooling',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // Component tests (*.test.tsx) ask for jsdom in their first line; the rest run in
          // node, which keeps them fast.
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Component tests click and type through a whole screen; a busy machine is slow at it.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['specs/**/*.spec.ts'],
          // The demo build's spec serves its own static folder and needs no API server.
          exclude: [
            'specs/demo-mode.spec.ts',
            'specs/demo-tabs.spec.ts',
            'specs/demo-menu.spec.ts',
          ],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time against the one server; the files share one module graph
          // (playwright-core and the helpers are loaded once, not once per file).
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        test: {
          // The static demo build (npm run build:demo) in Chromium, served by a plain file server
          // the spec starts: no API server, so no global setup.
          name: 'e2e-demo',
          root: 'e2e',
          include: [
            'specs/demo-mode.spec.ts',
            'specs/demo-tabs.spec.ts',
            'specs/demo-menu.spec.ts',
          ],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Several built API processes on one PostgreSQL database (npm run test:scale; needs
          // npm run build and a PostgreSQL server).
          name: 'scale',
          root: 'e2e',
          include: ['scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
