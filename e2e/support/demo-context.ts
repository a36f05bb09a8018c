import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './browser';
import { startStaticServer, type StaticServer, type StaticServerOptions } from './static-server';

// Shared by the demo build's specs (e2e/specs/demo-*.spec.ts): the build served by a plain
// static server with a browser, a browser context in which every request off the demo's origin
// is blocked and recorded, the landing page's sign-in and calls to the demo's API.

export const DEMO_DIST = join(import.meta.dirname, '../../apps/web/dist-demo');

export type DemoBuild = { server: StaticServer; browser: Browser };

// `npm run build:demo`'s folder served as a static host would serve it, and Chromium.
export async function startDemoBuild(options: StaticServerOptions = {}): Promise<DemoBuild> {
  if (!existsSync(join(DEMO_DIST, 'demo-db.tar.gz'))) {
    throw new Error('No demo build: run npm run build:demo first');
  }
  const server = await startStaticServer(DEMO_DIST, options);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return { server, browser };
}

export async function stopDemoBuild(build: Partial<DemoBuild>): Promise<void> {
  await build.browser?.close();
  await build.server?.close();
}

export type DemoContext = { context: BrowserContext; offOrigin: string[] };

export async function openDemoContext(
  browser: Browser,
  server: StaticServer,
): Promise<DemoContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const offOrigin: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(server.url)) return route.continue();
    offOrigin.push(url);
    return route.abort('blockedbyclient');
  });
  return { context, offOrigin };
}

const HOME = {
  candidate: '**/workspace/home',
  recruiter: '**/recruiter/dashboard',
  admin: '**/workspace/home',
};

// From the landing page: "Try as <role>", then the role's first screen.
export async function signInFromLanding(page: Page, role: keyof typeof HOME): Promise<void> {
  await page.getByRole('button', { name: `Try as ${role}` }).click();
  await page.waitForURL(HOME[role], { timeout: 60_000 });
}

// A call to the demo's API from the page, with the stored session, answered as JSON.
export function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { method, path, body },
  );
}
